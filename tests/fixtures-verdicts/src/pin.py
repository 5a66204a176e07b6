#!/usr/bin/env python3
# Keeps every process off core 1 except the corpus capture (affinity exactly {1}) until the file named
# by its argument exists, then gives every process both cores back. usage: pin.py <stop-file>
import os, sys, time
STOP = sys.argv[1]
def each(fn):
    for p in os.listdir('/proc'):
        if p.isdigit():
            try: fn(int(p))
            except OSError: pass
def pin(pid):
    if os.sched_getaffinity(pid) != {1}: os.sched_setaffinity(pid, {0})
while not os.path.exists(STOP):
    each(pin); time.sleep(3)
each(lambda pid: os.sched_setaffinity(pid, {0, 1}))
