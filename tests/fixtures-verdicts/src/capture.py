#!/usr/bin/env python3
"""Runs one benchmark capture and logs the machine's state while it ran.

usage: capture.py <log.jsonl> <file> [--stdout] [--env K=V ...] -- <command ...>

With --stdout the command's standard output is written to <file> byte for byte (what
`cmd > file` gives); otherwise the command writes <file> itself (e.g. --export-json).
One JSON line per capture goes to <log.jsonl>: the file, the command, the load average at
start and end, and `otherCpu`: the CPU cores' worth of work other processes did during the
capture (machine busy time from /proc/stat minus this command's own CPU time, per second of
wall time). The manifest's "busy" list is the captures with otherCpu >= 0.5.
"""
import json
import os
import resource
import subprocess
import sys
import time


def cpu_busy_seconds():
    # With CAPTURE_CPU=N only core N is counted: the capture runs alone on that core (taskset) while
    # other work is kept on the other core; otherCpu is then what others did on the capture's own core.
    cpu = os.environ.get('CAPTURE_CPU')
    with open('/proc/stat') as f:
        lines = f.read().splitlines()
    line = next(ln for ln in lines if ln.split()[0] == f'cpu{cpu}') if cpu else lines[0]
    parts = line.split()[1:]
    v = [int(x) for x in parts]
    idle = v[3] + v[4]  # idle + iowait
    return (sum(v[:8]) - idle) / os.sysconf('SC_CLK_TCK')


def loadavg():
    with open('/proc/loadavg') as f:
        return [float(x) for x in f.read().split()[:3]]


def main():
    args = sys.argv[1:]
    log, out = args[0], args[1]
    rest = args[2:]
    to_stdout = False
    env = dict(os.environ)
    extra_env = {}
    while rest and rest[0] != '--':
        a = rest.pop(0)
        if a == '--stdout':
            to_stdout = True
        elif a == '--env':
            k, _, v = rest.pop(0).partition('=')
            env[k] = v
            extra_env[k] = v
    cmd = rest[1:]
    la0 = loadavg()
    busy0 = cpu_busy_seconds()
    ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.time()
    if to_stdout:
        with open(out, 'wb') as f:
            rc = subprocess.call(cmd, stdout=f, env=env)
    else:
        rc = subprocess.call(cmd, env=env)
    wall = time.time() - t0
    ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    own = (ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime)
    other = max(0.0, cpu_busy_seconds() - busy0 - own) / wall
    rec = {
        'file': os.path.basename(out), 'env': extra_env, 'command': ' '.join(cmd),
        'started': time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime(t0)), 'wallSeconds': round(wall, 1),
        'loadStart': la0, 'loadEnd': loadavg(), 'otherCpu': round(other, 2), 'exit': rc,
        'cpu': os.environ.get('CAPTURE_CPU', 'all'),
    }
    with open(log, 'a') as f:
        f.write(json.dumps(rec) + '\n')
    sys.exit(rc)


main()
