#!/usr/bin/env python3
"""export_scenes.py and replay_scenes.py together: export_test.py AGC_RECOMPILE AGC_VKRUN

Exports two scenes (depth_only: a depth target alone; basic: the f16
export model), moves the export to another folder (nothing may name the
folder it was written in), and replays it on lavapipe: every variant must
pass, as scenes_test.py passes it.  Then one exported job is broken (it
names a pixel module that is not there): the replay must fail it.  Exit 77 when lavapipe or glslangValidator is missing.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import scenes_test  # noqa: E402


def main():
    agc, vkrun = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    icd = scenes_test.find_lavapipe()
    if not icd or not shutil.which("glslangValidator"):
        print("skip: lavapipe or glslangValidator not found")
        return 77
    env = dict(os.environ, VK_ICD_FILENAMES=icd)
    with tempfile.TemporaryDirectory() as tmp:
        a, b = os.path.join(tmp, "a"), os.path.join(tmp, "b")
        r = subprocess.run([sys.executable, os.path.join(HERE, "export_scenes.py"), agc, a,
                            "--barycentric", "ext", "depth_only", "basic"],
                           capture_output=True, text=True)
        if r.returncode:
            print("FAIL: export: %s" % (r.stdout + r.stderr))
            return 1
        os.rename(a, b)
        replay = [sys.executable, os.path.join(HERE, "replay_scenes.py"), vkrun, b]
        r = subprocess.run(replay, capture_output=True, text=True, env=env)
        if r.returncode or "6 passed, 0 failed" not in r.stdout:
            print("FAIL: replay: exit %d\n%s%s" % (r.returncode, r.stdout, r.stderr))
            return 1
        # a job broken after the export (its pixel module is missing): the
        # replay must fail it
        job = os.path.join(b, "depth_only", "legacy.job.json")
        with open(job) as f:
            j = json.load(f)
        j["draw"]["ps"]["module"] = j["draw"]["ps"]["module"].replace("ps.spv", "missing.spv")
        with open(job, "w") as f:
            json.dump(j, f)
        r = subprocess.run(replay + ["depth_only"], capture_output=True, text=True, env=env)
        if r.returncode != 1 or "depth_only.legacy: FAIL" not in r.stdout:
            print("FAIL: a broken job replays: exit %d\n%s" % (r.returncode, r.stdout))
            return 1
    print("ok: 6 variants exported, moved and replayed; a broken one fails")
    return 0


if __name__ == "__main__":
    sys.exit(main())
