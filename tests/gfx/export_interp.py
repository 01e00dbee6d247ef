#!/usr/bin/env python3
"""Export the pixel shader interpolation cases for a replay elsewhere:
export_interp.py AGC_RECOMPILE OUTDIR [--barycentric ext] [CASE.s ...]

For every case meson runs (interp_test.py's lists: each case as a wave32
shader, and those meson runs so as wave64 shaders too), or the cases named,
does what interp_test.py does before it draws (prepare(): llvm-mc-19,
agc-recompile --stage ps, spirv-val, the reflection's checks, the GLSL
vertex stage and the @reference / @near fragment shaders compiled with
glslangValidator) into OUTDIR/NAME, NAME being the meson test's less
"gfx-" (ps_formula, ps_formula-wave64), with the agc-vkrun jobs by
relative paths; OUTDIR/plans.json lists the plans, each saying which
oracles apply.  interp_test.py and replay_interp.py are copied into OUTDIR.

--barycentric ext: a case whose PS reflection names a geometry stage (the
hardware interpolation formula) is recompiled again with --barycentric ext
(VK_KHR_fragment_shader_barycentric's per-vertex inputs and BaryCoordKHR,
no geometry stage) into OUTDIR/NAME.ext, an extra plan; its module passes
spirv-val and its reflection lists fragmentShaderBarycentric and no
geometry stage.

replay_interp.py draws an export with agc-vkrun alone (no recompiler,
llvm-mc or glslangValidator: python3 and agc-vkrun).  Exit 0, 1 naming
what could not be exported, 77 when a tool is missing.
"""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import interp_test  # noqa: E402


def case_path(arg):
    """CASE, CASE.s or a path to one."""
    if os.path.sep in arg:
        return os.path.abspath(arg)
    return os.path.join(HERE, arg if arg.endswith(".s") else arg + ".s")


def main():
    args = sys.argv[1:]
    ext = False
    if "--barycentric" in args:
        i = args.index("--barycentric")
        if i + 1 >= len(args) or args[i + 1] != "ext":
            print("usage: export_interp.py AGC_RECOMPILE OUTDIR [--barycentric ext] [CASE.s ...]")
            return 2
        ext = True
        del args[i:i + 2]
    if len(args) < 2:
        print(__doc__)
        return 2
    tool = interp_test.missing_tool()
    if tool:
        print("SKIP: %s missing" % tool)
        return 77
    agc, out = os.path.abspath(args[0]), os.path.abspath(args[1])
    cases = [case_path(a) for a in args[2:]] or [case_path(c) for c in interp_test.CASES]
    os.makedirs(out, exist_ok=True)
    plans, failed = [], 0
    for case in cases:
        base = os.path.basename(case)[:-2]
        for wave64 in (False, True) if base in interp_test.WAVE64_CASES else (False,):
            name = interp_test.case_name(case, wave64)
            try:
                plan, refl = interp_test.prepare(agc, case, os.path.join(out, name), wave64)
                plan["folder"] = name
                plans.append(plan)
                print("%s: exported" % name)
                if not (ext and refl.get("geometry_stage")):
                    continue
                folder = name + ".ext"
                plan, refl = interp_test.prepare(agc, case, os.path.join(out, folder), wave64,
                                                 ext=True)
                plan["folder"] = folder
                plans.append(plan)
                print("%s: exported (--barycentric ext)" % name)
            except interp_test.Failure as e:
                print("%s: not exported: %s" % (name, e))
                failed += 1
    for script in ("interp_test.py", "replay_interp.py"):
        shutil.copy(os.path.join(HERE, script), os.path.join(out, script))
    with open(os.path.join(out, "plans.json"), "w") as f:
        json.dump({"size": interp_test.SIZE, "plans": plans}, f, indent=1)
    print("%d plans exported to %s, %d failures" % (len(plans), out, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
