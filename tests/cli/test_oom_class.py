#!/usr/bin/env python3
"""test_oom_class.py AGC_RECOMPILE SRCDIR -- running out of memory is one
class of failure, whichever pass runs out.

Recompiles a few inputs under --max-memory limits rising 4 % at a time
from 1 KiB until the input converts, so that each pass in turn is the one
whose allocation fails, and reads each failure's class in the --report.
base/agc.h and the man page give one class for it, internal (exit 1); the
message says what was being done.
"""
import json
import os
import subprocess
import sys
import tempfile

agc, root = sys.argv[1], sys.argv[2]
INPUTS = [
    (os.path.join(root, "samples", "vector_add.co"), []),
    (os.path.join(root, "samples", "loop_sum.bin"),
     ["--user-sgprs", "5", "--wgid-sgprs", "5", "--workgroup", "32"]),
]
# a GLSL capture with images (descriptors are traced), at the options the
# e2e suite gives it
sys.path.insert(0, os.path.join(root, "tests", "e2e"))
import e2e_cases  # noqa: E402
case = e2e_cases.GlslCase(os.path.join(root, "tests", "glsl", "image_rw.comp"))
INPUTS.append((case.code(None, 32, None), ["--wave", "32"] + case.abi_args(32)))

failures = []
with tempfile.TemporaryDirectory() as tmp:
    report, out = os.path.join(tmp, "r.json"), os.path.join(tmp, "o.spv")
    for path, args in INPUTS:
        limit, seen = 1024, {}
        while True:
            r = subprocess.run([agc, path, "-o", out, "--report", report,
                                "--max-memory", str(limit)] + args,
                               capture_output=True, text=True)
            if r.returncode == 0:
                break
            with open(report) as f:
                e = json.load(f)["shaders"][0]["error"]
            if r.returncode != 1 or "memory" not in e["message"]:
                failures.append("%s at %d: exit %d, %s" % (path, limit, r.returncode, e))
                break
            seen.setdefault(e["message"], set()).add(e["class"])
            limit = limit * 104 // 100
        for msg, classes in sorted(seen.items()):
            print("%s: %s: %s" % (os.path.basename(path), ", ".join(sorted(classes)), msg))
            if classes != {"internal"}:
                failures.append("%s: '%s' is class %s, not internal"
                                % (os.path.basename(path), msg, ", ".join(sorted(classes))))
        if len(seen) < 2:
            failures.append("%s: only %d kinds of out-of-memory failure seen"
                            % (os.path.basename(path), len(seen)))

for f in failures:
    print("FAIL: " + f)
sys.exit(1 if failures else 0)
