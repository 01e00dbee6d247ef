#!/usr/bin/env python3
"""test_lists.py -- every test program on disk is one meson runs.

The e2e programs and the structurizer's regression graphs are listed by
hand in meson.build; a file added without a line there would never run.
This compares the folders themselves with meson's lists:

    test_lists.py SRCDIR --e2e asm NAME... --e2e glsl NAME... \
                  --e2e opencl NAME... --regress FILE...

and fails naming each file no list has, and each listed name with no file.
"""
import argparse
import os
import sys

# source -> (folder under SRCDIR, extension of its programs)
E2E = {
    "asm": ("tests/e2e/asm", ".s"),
    "glsl": ("tests/glsl", ".comp"),
    "opencl": ("tests/opencl", ".cl"),
}
REGRESS = ("tests/cfg/regress", ".graph")


def on_disk(root, folder, ext):
    d = os.path.join(root, folder)
    return {f[:-len(ext)] for f in os.listdir(d) if f.endswith(ext)}


def differences(what, folder, ext, disk, listed):
    out = []
    for name in sorted(disk - listed):
        out.append("%s/%s%s is not in meson.build's %s list: it never runs"
                   % (folder, name, ext, what))
    for name in sorted(listed - disk):
        out.append("%s: meson.build lists %s, which has no %s/%s%s"
                   % (what, name, folder, name, ext))
    return out


def main():
    p = argparse.ArgumentParser()
    p.add_argument("root")
    p.add_argument("--e2e", nargs="+", action="append", default=[],
                   metavar=("SOURCE", "NAME"))
    p.add_argument("--regress", nargs="+", default=[], metavar="FILE")
    args = p.parse_args()

    problems = []
    given = {src: set(names) for src, *names in args.e2e}
    for src, (folder, ext) in sorted(E2E.items()):
        if src not in given:
            problems.append("no --e2e %s list given" % src)
            continue
        problems += differences("e2e_" + src, folder, ext,
                                on_disk(args.root, folder, ext), given[src])
    folder, ext = REGRESS
    listed = {os.path.basename(f)[:-len(ext)] for f in args.regress if f.endswith(ext)}
    problems += differences("cfg_regress_graphs", folder, ext,
                            on_disk(args.root, folder, ext), listed)
    for msg in problems:
        print("test-lists: " + msg)
    n = sum(len(v) for v in given.values()) + len(listed)
    print("test-lists: %d listed programs checked, %d problems" % (n, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
