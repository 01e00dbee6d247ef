#!/usr/bin/env python3
"""roundtrip_gfx.py -- the emitted graphics code's quality, measured by a
round trip through ACO (roundtrip.py's table for the vertex and pixel
shaders).

For every scene of tests/glsl/gfx and each variant of its committed ACO
captures (tests/glsl/captured/gfx: legacy = hardware VS + wave64 PS, ngg =
NGG passthrough + wave64 PS, w32 = wave32 NGG + wave32 PS), two graphics
pipelines are compiled by RADV/ACO on RADV's null NAVI21 device, in the
environment the variant was captured in (tests/aco/check_gfx.py's
VARIANTS: RADV_DEBUG, RADV_PERFTEST):

  original   glslangValidator's SPIR-V of the scene's GLSL pair, with the
             scene's vertex input state, targets, samples and push range
             (the pipeline the captures came from)
  ours       agc-recompile's modules of the VS and PS captures (with -O
             unless --no-opt), recompiled as tests/gfx/scenes_test.py does
             (the PS with --push-offset after the VS block, --descriptor-set
             1, the VS's PA_CL_VS_OUT_CNTL), in a pipeline without vertex
             input state (the VS fetches its vertices itself), the scene's
             targets and samples, one push range covering both blocks

agc-aco-capture --gfx-stats returns ACO's statistics of each executable,
and the vertex and the fragment executable are compared separately:
instructions, code size, VGPRs, SGPRs, latency, inverse throughput, and
the module's words against glslang's stage after `spirv-opt -O`.  Every
ratio is ours / original; a geometric mean closes each stage and wave.
The ngg variant's PS is the legacy variant's wave64 PS again (the same
capture): it is measured but left out of the table.

usage: roundtrip_gfx.py AGC_RECOMPILE AGC_ACO_CAPTURE SOURCE_ROOT [--no-opt]
                        [--variant legacy|ngg|w32] [--scene NAME] [--json FILE]

Exit 77 (skipped) when RADV's ICD, glslangValidator or spirv-opt is absent.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import roundtrip  # noqa: E402  STATS, RADV_ICD, radv_env, geomean, words

# (variant, executable, hardware stage word, table label) in table order
GROUPS = (("legacy", "vertex", "vs"), ("ngg", "vertex", "ngg"), ("w32", "vertex", "ngg"),
          ("legacy", "fragment", "ps"), ("w32", "fragment", "ps"))


def usage():
    print(__doc__.split("usage:")[1].split("\n\n")[0].strip(), file=sys.stderr)
    sys.exit(2)


def parse_args(argv):
    if len(argv) < 4:
        usage()
    opts = {"agc": os.path.abspath(argv[1]), "capture": os.path.abspath(argv[2]),
            "root": os.path.abspath(argv[3]), "opt": True, "variants": None, "scenes": None,
            "json": None}
    rest = argv[4:]
    while rest:
        a = rest.pop(0)
        if a == "--no-opt":
            opts["opt"] = False
        elif a == "--variant" and rest:
            opts["variants"] = (opts["variants"] or ()) + (rest.pop(0),)
        elif a == "--scene" and rest:
            opts["scenes"] = (opts["scenes"] or ()) + (rest.pop(0),)
        elif a == "--json" and rest:
            opts["json"] = rest.pop(0)
        else:
            usage()
    return opts


def variant_env(env_extra):
    """RADV's null device in the environment a variant was captured in
    (check_gfx.capture's: only the variant's RADV_DEBUG / RADV_PERFTEST)."""
    env = roundtrip.radv_env()
    for k in ("RADV_DEBUG", "RADV_PERFTEST"):
        env.pop(k, None)
    env.update(env_extra)
    return env


def gfx_stats(opts, scene_json, vert, frag, env, out, extra):
    """{"vertex": ..., "fragment": ...}: each executable's statistics row
    (roundtrip.STATS keys, its wave size, its name), or (None, why)."""
    cmd = [opts["capture"], "--gfx-stats", "--scene", scene_json, "--vert", vert,
           "--frag", frag, "--json", out] + extra
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if r.returncode:
        return None, (r.stderr.strip().splitlines() or ["rc %d" % r.returncode])[-1]
    with open(out) as f:
        j = json.load(f)
    rows = {}
    for e in j["executables"]:
        s = e["statistics"]
        row = {key: s.get(name) for key, name in roundtrip.STATS}
        row.update(wave=e["wave_size"], executable=e["name"], driver=j.get("driver", "?"))
        rows[e["stage"]] = row
    if set(rows) != {"vertex", "fragment"}:
        return None, "executables %r, not one vertex and one fragment" % sorted(rows)
    return rows, None


def spirv_opt_words(spv, tmp):
    out = spv[:-4] + ".O.spv"
    subprocess.run(["spirv-opt", "-O", spv, "-o", out], check=True, capture_output=True)
    return roundtrip.words(out)


def measure(opts, scenes_test, variants, name, tmp):
    """The rows of one scene: one per variant and executable."""
    folder = os.path.join(tmp, name)
    os.makedirs(folder, exist_ok=True)
    flags = ["-O"] if opts["opt"] else []

    class Scene(scenes_test.Scene):
        def recompile(self, variant, stage, extra):
            return super().recompile(variant, stage, extra + flags)

    sc = Scene(name, opts["agc"], None, folder, dict(os.environ))
    scene_json = os.path.join(scenes_test.SCENES, name + ".json")
    def stages(variant, vstage):
        """{executable: (hardware stage word, the capture's wave size)}"""
        out = {}
        for x, word in (("vertex", vstage), ("fragment", "ps")):
            path = os.path.join(scenes_test.CAPTURED, "%s.%s.%s.json" % (name, variant, word))
            with open(path) as f:
                out[x] = (word, json.load(f)["wave_size"])
        return out

    def failed(variant, vstage, why):
        return [{"scene": name, "variant": variant, "executable": x, "stage": w, "wave": n,
                 "error": why} for x, (w, n) in stages(variant, vstage).items()]

    rows = []
    try:
        vert, frag = sc.glsl("vertex"), sc.glsl("fragment")
    except scenes_test.Failure as e:
        why = "glslang: %s" % str(e).splitlines()[0]
        return [r for v, (_, vstage) in variants.items() for r in failed(v, vstage, why)]
    glslang_o = {"vertex": spirv_opt_words(vert, tmp), "fragment": spirv_opt_words(frag, tmp)}
    for variant, (env_extra, vstage) in variants.items():
        env = variant_env(env_extra)
        base = {"scene": name, "variant": variant}
        try:
            job, _, ps_refl = sc.job(variant, vstage, vert, frag)
        except scenes_test.Failure as e:
            rows += failed(variant, vstage, "recompile: %s" % str(e).splitlines()[0])
            continue
        ours = {x: os.path.join(folder, job["draw"][k]["module"])
                for x, k in (("vertex", "vs"), ("fragment", "ps"))}
        with open(ours["vertex"][:-4] + ".json") as f:
            vs_refl = json.load(f)
        push_end = max(r["push_constants"]["offset"] + r["push_constants"]["size"]
                       for r in (vs_refl, ps_refl))
        a, why = gfx_stats(opts, scene_json, vert, frag, env,
                           os.path.join(folder, variant + ".orig.json"), [])
        b, why2 = gfx_stats(opts, scene_json, ours["vertex"], ours["fragment"], env,
                            os.path.join(folder, variant + ".ours.json"),
                            ["--no-vertex-input", "--push-constants", str(push_end)])
        for x, (stage, wave) in stages(variant, vstage).items():
            row = dict(base, executable=x, stage=stage, wave=wave)
            if a is None or b is None:
                row["error"] = "RADV: " + (why or why2)
            elif a[x]["wave"] != wave or b[x]["wave"] != wave:
                row["error"] = "RADV compiled the %s at wave%d (original) and wave%d (ours), " \
                               "the capture is wave%d" % (x, a[x]["wave"], b[x]["wave"], wave)
            else:
                row.update(original=a[x], ours=b[x], words_glslang_O=glslang_o[x],
                           words_ours=roundtrip.words(ours[x]))
            rows.append(row)
    return rows


def print_table(rows, opts):
    cols = [k for k, _ in roundtrip.STATS] + ["words"]
    drivers = sorted({r["ours"]["driver"] for r in rows if "ours" in r})
    print("graphics round trip through ACO (%s, RADV's null NAVI21): ours / original, %s" %
          (", ".join(drivers) or "RADV", "-O" if opts["opt"] else "without -O"))
    print("%-16s %-5s %-6s %4s " % ("scene", "stage", "var", "wave") +
          " ".join("%9s" % c[:9] for c in cols))
    summary = []
    for variant, executable, stage in GROUPS:
        group = [r for r in rows if r["variant"] == variant and r["executable"] == executable]
        if not group:
            continue
        ratios = {c: [] for c in cols}
        wave = group[0]["wave"]
        for row in group:
            head = "%-16s %-5s %-6s %4d " % (row["scene"], stage, variant, row["wave"])
            if "error" in row:
                print(head + row["error"])
                continue
            cells = []
            for k, _ in roundtrip.STATS:
                o, u = row["original"][k], row["ours"][k]
                q = u / o if o else None
                ratios[k].append(q)
                cells.append("%9s" % ("%.2f" % q if q else "-"))
            q = row["words_ours"] / row["words_glslang_O"]
            ratios["words"].append(q)
            cells.append("%9.2f" % q)
            print(head + " ".join(cells))
        g = [roundtrip.geomean(ratios[c]) for c in cols]
        n = len(ratios["words"])
        line = "%-16s %-5s %-6s %4d " % ("geomean", stage, variant, wave) + \
            " ".join("%9s" % ("%.2f" % x if x else "-") for x in g)
        print(line + "   (%d of %d)" % (n, len(group)))
        done = [r for r in group if "ours" in r]
        totals = " ".join("%s %d/%d" % (k, sum(r["ours"][k] for r in done),
                                        sum(r["original"][k] for r in done))
                          for k in ("instructions", "code_bytes"))
        summary.append((line, "%s %s wave%d: %s (ours/original, summed)"
                        % (stage, variant, wave, totals)))
    print("\ngeometric means, ours / original")
    for line, _ in summary:
        print(line)
    for _, totals in summary:
        print(totals)


def main():
    opts = parse_args(sys.argv)
    for tool in ("glslangValidator", "spirv-opt"):
        if not shutil.which(tool):
            print("skip: %s not found" % tool)
            return 77
    if not os.path.exists(roundtrip.RADV_ICD):
        print("skip: RADV's ICD (%s) not installed" % roundtrip.RADV_ICD)
        return 77
    sys.path.insert(0, os.path.join(opts["root"], "tests", "gfx"))
    sys.path.insert(0, os.path.join(opts["root"], "tests", "aco"))
    import scenes_test
    import check_gfx
    variants = {v: check_gfx.VARIANTS[v] for v in (opts["variants"] or check_gfx.VARIANTS)}
    names = opts["scenes"] or sorted(f[:-5] for f in os.listdir(scenes_test.SCENES)
                                     if f.endswith(".json"))
    tmp = tempfile.mkdtemp(prefix="agc-roundtrip-gfx-")
    try:
        rows = [r for n in names for r in measure(opts, scenes_test, variants, n, tmp)]
    finally:
        shutil.rmtree(tmp)
    print_table(rows, opts)
    if opts["json"]:
        with open(opts["json"], "w") as f:
            json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
