#!/usr/bin/env python3
"""Regression tests of the checker itself.

Each tests/cfg/{good,bad}/*.spvasm names its input graph and the expected
verdict in its header:
    ; graph: {{1,2},{3},{3},{}}
    ; expect: PASS                  (good/)
    ; expect: construct-exit        (bad/: the rule that must fail)
The file is assembled with spirv-as and checked; a good module must also pass
spirv-val.  Exit 77 when spirv-as is absent.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile


def main():
    check, root = sys.argv[1], sys.argv[2]
    spirv_as = shutil.which("spirv-as")
    spirv_val = shutil.which("spirv-val")
    if not spirv_as:
        print("SKIP: spirv-as not found")
        return 77
    files = sorted(glob.glob(os.path.join(root, "good", "*.spvasm"))) + \
        sorted(glob.glob(os.path.join(root, "bad", "*.spvasm")))
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            text = open(path).read()
            graph = re.search(r"^; graph: (\S+)", text, re.M).group(1)
            expect = re.search(r"^; expect: (\S+)", text, re.M).group(1)
            spv = os.path.join(tmp, "m.spv")
            a = subprocess.run([spirv_as, "--target-env", "vulkan1.2", path, "-o", spv], capture_output=True,
                               text=True)
            name = os.path.relpath(path, root)
            if a.returncode != 0:
                print("FAIL %s: spirv-as: %s" % (name, a.stderr.strip()))
                failed += 1
                continue
            c = subprocess.run([check, graph, spv], capture_output=True, text=True)
            verdict = c.stdout.strip()
            if expect == "PASS":
                ok = c.returncode == 0 and verdict.startswith("PASS")
                if ok and spirv_val:
                    v = subprocess.run([spirv_val, "--target-env", "vulkan1.2", spv], capture_output=True,
                                       text=True)
                    if v.returncode != 0:
                        ok = False
                        verdict += " (but spirv-val rejects it: %s)" % v.stderr.strip()
            else:
                ok = c.returncode == 1 and verdict.startswith("FAIL %s:" % expect)
            print("%s %-36s expect %-26s got %s" % ("ok  " if ok else "FAIL", name, expect, verdict))
            failed += not ok
    print("%d of %d checker regression cases as expected" % (len(files) - failed, len(files)))
    return 1 if failed or not files else 0


if __name__ == "__main__":
    sys.exit(main())
