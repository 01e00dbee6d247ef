#!/usr/bin/env python3
"""Draw an export of export_scenes.py and compare: replay_scenes.py [--unorm-nearest] AGC_VKRUN DIR [SCENE ...]

For each plan of DIR/plans.json (or the named scenes' plans): agc-vkrun
draws the recompiled pipeline, then the GLSL reference (and the RGBA32F
reference where the plan models the f16 export), and every target is
compared by the rules of scenes_test.py (byte for byte; EXPECT's ulp bound
where the plan carries one; the f16 export model, a UNORM channel as
either of the two closest values, which Vulkan allows a device, unless
--unorm-nearest holds it to the nearest as the test does on lavapipe).  The device is
agc-vkrun's own choice (VK_ICD_FILENAMES and the like as the caller sets
them).  Needs python3 and agc-vkrun only.  A variant that agc-vkrun skips
(exit 77: a feature the device lacks, such as fragmentShaderBarycentric)
is reported as skipped.  Exit 0 when every drawn variant passes, 1 when one
fails, 77 when none was drawn.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scenes_test  # noqa: E402


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    args = sys.argv[1:]
    if "--unorm-nearest" in args:
        args.remove("--unorm-nearest")
    else:
        scenes_test.UNORM_NEAREST = False
    vkrun, root = os.path.abspath(args[0]), os.path.abspath(args[1])
    only = set(args[2:])
    with open(os.path.join(root, "plans.json")) as f:
        plans = json.load(f)["plans"]
    env = dict(os.environ)
    passed = failed = skipped = 0
    for plan in plans:
        if only and plan["scene"] not in only:
            continue
        key = "%s.%s%s" % (plan["scene"], plan["variant"],
                           " (--barycentric ext)" if plan.get("barycentric") else "")
        try:
            how = scenes_test.replay(plan, os.path.join(root, plan["folder"]),
                                     lambda job, extra: scenes_test.run_vkrun(vkrun, env, job, extra))
        except scenes_test.Failure as e:
            if "exit 77" in str(e):
                print("%s: skipped: %s" % (key, e))
                skipped += 1
                continue
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
