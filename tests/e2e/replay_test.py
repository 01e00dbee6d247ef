#!/usr/bin/env python3
"""Export one assembly program and one GLSL shader (wave32 and wave64,
S=8, with and without -O) with run_e2e.py --export, replay them with replay.py on lavapipe, and
check that every configuration passes: the GLSL ones both against their
reference module (the GLSL's own SPIR-V) run by replay.py and, with
--stored-expected, against the expected bytes stored in the export.

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
        for source, name in (("asm", "lds"), ("glsl", "texture_lod")):
            res = subprocess.run(
                [sys.executable, os.path.join(HERE, "run_e2e.py"), "--recompiler", recompiler,
                 "--vkrun", vkrun, "--export", out, "--waves", "32,64", "--subgroups", "8",
                 source, name], capture_output=True, text=True)
            sys.stdout.write(res.stdout + res.stderr)
            if res.returncode != 0:
                return res.returncode
        # replay.py uses the loader's driver as it finds it: lavapipe here.
        # The GLSL jobs are compared with their reference module run here,
        # then (--stored-expected) with the bytes the export stored.
        # (each program at w32_s8, w32_s8_O, w64_s8, w64_s8_O)
        runs = (([out], "4 jobs compared with their reference module run on this device",
                 "8 passed, 0 failed, 0 skipped"),
                (["--stored-expected", out, "glsl/*"],
                 "4 jobs compared with the stored expected bytes",
                 "4 passed, 0 failed, 0 skipped"))
        for extra, oracle, want in runs:
            res = subprocess.run(
                [sys.executable, os.path.join(HERE, "replay.py"), "--vkrun", vkrun] + extra,
                capture_output=True, text=True, env=dict(os.environ, VK_ICD_FILENAMES=icd))
            sys.stdout.write(res.stdout + res.stderr)
            lines = res.stdout.strip().splitlines()
            if res.returncode != 0 or lines[-2:] != [oracle, want]:
                print("FAIL: replay exit %d, expected '%s' and '%s' last"
                      % (res.returncode, oracle, want))
                return 1
        return 0
    finally:
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
