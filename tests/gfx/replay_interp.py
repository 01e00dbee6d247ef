#!/usr/bin/env python3
"""Draw an export of export_interp.py and check it: replay_interp.py AGC_VKRUN DIR [CASE ...]

For each plan of DIR/plans.json (or the named ones: CASE a plan's name,
ps_formula or ps_formula-wave64, for its plans, or its folder,
ps_formula.ext for the --barycentric ext one alone): agc-vkrun draws the
recompiled pixel shader, then the GLSL fragment shaders the plan names,
and interp_test.replay() applies the plan's oracles (@reference bit for
bit, @near within 2^-16 on the same pixels, @model: the hardware formula
in exact rational arithmetic on the barycentrics the draw wrote).  The
device is agc-vkrun's own choice (VK_ICD_FILENAMES and the like as the
caller sets them).  Needs python3 and agc-vkrun only (interp_test.py
beside this script, as export_interp.py leaves it).  A plan that
agc-vkrun skips (exit 77: a feature the device lacks, such as
fragmentShaderBarycentric for a --barycentric ext plan) is reported as
skipped.  Exit 0 when every drawn plan passes, 1 when one fails, 77 when
none was drawn.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import interp_test  # noqa: E402


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    vkrun, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    only = set(sys.argv[3:])
    with open(os.path.join(root, "plans.json")) as f:
        plans = json.load(f)["plans"]
    env = dict(os.environ)
    passed = failed = skipped = 0
    for plan in plans:
        if only and plan["name"] not in only and plan["folder"] not in only:
            continue
        key = "%s%s" % (plan["name"], " (--barycentric ext)" if plan.get("barycentric") else "")
        try:
            how = interp_test.replay(plan, os.path.join(root, plan["folder"]),
                                     lambda job: interp_test.run_vkrun(vkrun, env, job))
        except interp_test.Skip as e:
            print("%s: skipped: %s" % (key, e))
            skipped += 1
            continue
        except interp_test.Failure as e:
            print("%s: FAIL: %s" % (key, e))
            failed += 1
            continue
        print("%s: pass (%s)" % (key, how))
        passed += 1
    print("%d passed, %d failed, %d skipped" % (passed, failed, skipped))
    if failed:
        return 1
    return 0 if passed else 77


if __name__ == "__main__":
    sys.exit(main())
