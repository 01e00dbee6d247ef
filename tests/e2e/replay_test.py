#!/usr/bin/env python3
"""Export one assembly program (wave32 and wave64, S=8) with run_e2e.py
--export, replay it with replay.py on lavapipe, and check that both
configurations pass.

usage: replay_test.py AGC_RECOMPILE AGC_VKRUN

Exit status 0 ok, 1 failure, 77 when a tool or lavapipe is missing.
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from e2e_results import SKIP  # noqa: E402
from run_e2e import find_lavapipe  # noqa: E402


def main():
    recompiler, vkrun = sys.argv[1:3]
    icd = find_lavapipe()
    if icd is None:
        print("SKIP: lavapipe (lvp_icd*.json) not found")
        return SKIP
    out = tempfile.mkdtemp(prefix="agc-e2e-export-")
    try:
        res = subprocess.run(
            [sys.executable, os.path.join(HERE, "run_e2e.py"), "--recompiler", recompiler,
             "--vkrun", vkrun, "--export", out, "--waves", "32,64", "--subgroups", "8",
             "asm", "lds"], capture_output=True, text=True)
        sys.stdout.write(res.stdout + res.stderr)
        if res.returncode != 0:
            return res.returncode
        # replay.py uses the loader's driver as it finds it: lavapipe here
        res = subprocess.run(
            [sys.executable, os.path.join(HERE, "replay.py"), "--vkrun", vkrun, out],
            capture_output=True, text=True, env=dict(os.environ, VK_ICD_FILENAMES=icd))
        sys.stdout.write(res.stdout + res.stderr)
        last = res.stdout.strip().splitlines()[-1] if res.stdout.strip() else ""
        if res.returncode != 0 or last != "2 passed, 0 failed, 0 skipped":
            print("FAIL: replay exit %d, expected '2 passed, 0 failed, 0 skipped'"
                  % res.returncode)
            return 1
        return 0
    finally:
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
