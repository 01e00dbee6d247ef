#!/usr/bin/env python3
"""Export the graphics scenes for a replay elsewhere:
export_scenes.py AGC_RECOMPILE OUTDIR [--barycentric ext] [SCENE ...]

For every scene of tests/glsl/gfx (or those named) and each variant of its
captures, does what scenes_test.py does before it draws: recompiles the VS
and PS, compiles the GLSL with glslangValidator, writes the agc-vkrun jobs
(the recompiled draw, its GLSL reference section, the RGBA32F reference
where a target is compared with the f16 export model) and the buffers and
images they read, all under OUTDIR/SCENE by relative paths, and a plan per
variant: which targets to compare and by which rule (EXPECT's bounds, the
f16 model).  OUTDIR/plans.json lists them.

--barycentric ext: a PS whose reflection names a geometry stage (the
hardware interpolation formula) is recompiled again with --barycentric ext
(VK_KHR_fragment_shader_barycentric's per-vertex inputs, no geometry
stage); the plan says so.  The other scenes are exported as they are.

replay_scenes.py draws an export with agc-vkrun alone (no recompiler, no
glslangValidator), so the device it runs on needs only python3 and
agc-vkrun.  Exit 0, or 1 naming what could not be exported.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scenes_test  # noqa: E402


def main():
    args = sys.argv[1:]
    ext = False
    if "--barycentric" in args:
        i = args.index("--barycentric")
        if i + 1 >= len(args) or args[i + 1] != "ext":
            print("usage: export_scenes.py AGC_RECOMPILE OUTDIR [--barycentric ext] [SCENE ...]")
            return 2
        ext = True
        del args[i:i + 2]
    if len(args) < 2:
        print(__doc__)
        return 2
    agc, out = os.path.abspath(args[0]), os.path.abspath(args[1])
    names = args[2:] or sorted(f[:-5] for f in os.listdir(scenes_test.SCENES) if f.endswith(".json"))
    os.makedirs(out, exist_ok=True)
    plans, failed = [], 0
    for name in names:
        folder = os.path.join(out, name)
        os.makedirs(folder, exist_ok=True)
        sc = scenes_test.Scene(name, agc, None, folder, dict(os.environ))
        try:
            vert, frag = sc.glsl("vertex"), sc.glsl("fragment")
        except scenes_test.Failure as e:
            print("%s: not exported: %s" % (name, e))
            failed += 1
            continue
        for variant, vstage in scenes_test.VARIANTS:
            try:
                sc.ps_extra = []
                plan, ps_refl = sc.prepare(variant, vstage, vert, frag)
                plan["barycentric"] = None
                if ext and ps_refl.get("geometry_stage"):
                    sc.ps_extra = ["--barycentric", "ext"]
                    plan, ps_refl = sc.prepare(variant, vstage, vert, frag)
                    plan["barycentric"] = "ext"
            except scenes_test.Failure as e:
                print("%s.%s: not exported: %s" % (name, variant, e))
                failed += 1
                continue
            plan["folder"] = name
            plans.append(plan)
            print("%s.%s: exported%s" % (name, variant,
                                         " (--barycentric ext)" if plan["barycentric"] else ""))
    with open(os.path.join(out, "plans.json"), "w") as f:
        json.dump({"size": scenes_test.SIZE, "plans": plans}, f, indent=1)
    print("%d variants exported to %s, %d failures" % (len(plans), out, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
