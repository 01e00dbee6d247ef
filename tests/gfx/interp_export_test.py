#!/usr/bin/env python3
"""export_interp.py and replay_interp.py together: interp_export_test.py AGC_RECOMPILE AGC_VKRUN

Exports every interpolation case meson runs, moves the export to another
folder (nothing may name the folder it was written in), and replays it on
lavapipe with the replay_interp.py the export holds: every plan must pass,
one per meson test.  Then one exported job is broken (it names a pixel
module that is not there): the replay must fail it.

Exports again with --barycentric ext: an extra plan for exactly the cases
whose PS reflection names a geometry stage, each module valid (spirv-val)
and declaring the FragmentBarycentricKHR capability (read from its words),
its reflection listing fragmentShaderBarycentric and no geometry stage,
no geometry module beside it.  Replayed on lavapipe, which lacks
VK_KHR_fragment_shader_barycentric, those plans are skipped (agc-vkrun's
exit 77 naming the feature), the others pass; the ext plans replayed
alone, none is drawn (exit 77).  Exit 77 when lavapipe or a tool is
missing.
"""
import json
import os
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import interp_test  # noqa: E402

FRAGMENT_BARYCENTRIC_KHR = 5284
OP_CAPABILITY = 17


class Failure(Exception):
    pass


def expect(cond, what):
    if not cond:
        raise Failure(what)


def capabilities(spv):
    words = struct.unpack("<%dI" % (len(spv) // 4), spv)
    expect(len(words) > 5 and words[0] == 0x07230203, "not a SPIR-V module")
    caps, i = set(), 5
    while i < len(words):
        n, op = words[i] >> 16, words[i] & 0xFFFF
        expect(n > 0, "a zero word count at word %d" % i)
        if op == OP_CAPABILITY:
            caps.add(words[i + 1])
        i += n
    return caps


def export(agc, out, ext):
    cmd = [sys.executable, os.path.join(HERE, "export_interp.py"), agc, out]
    r = subprocess.run(cmd + (["--barycentric", "ext"] if ext else []), capture_output=True, text=True)
    expect(r.returncode == 0, "export%s: exit %d\n%s%s" % (
        " --barycentric ext" if ext else "", r.returncode, r.stdout, r.stderr))
    with open(os.path.join(out, "plans.json")) as f:
        return json.load(f)["plans"]


def replay(vkrun, root, env, names=()):
    r = subprocess.run([sys.executable, os.path.join(root, "replay_interp.py"), vkrun, root]
                       + list(names), capture_output=True, text=True, env=env)
    return r.returncode, r.stdout + r.stderr


def result_lines(out):
    """{plan key: the replay's line for it}"""
    lines = {}
    for line in out.splitlines():
        key, sep, rest = line.partition(": ")
        if sep:
            lines[key] = rest
    return lines


def main():
    agc, vkrun = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    icd = interp_test.find_lavapipe()
    tool = interp_test.missing_tool()
    if not icd or tool:
        print("SKIP: %s missing" % (tool or "lavapipe"))
        return 77
    env = dict(os.environ, VK_ICD_FILENAMES=icd)
    want = ["gfx-" + c for c in interp_test.CASES] + \
        ["gfx-%s-wave64" % c for c in interp_test.WAVE64_CASES]
    with tempfile.TemporaryDirectory() as tmp:
        a, b, c = (os.path.join(tmp, x) for x in "abc")
        plans = export(agc, a, False)
        expect(sorted("gfx-" + p["name"] for p in plans) == sorted(want),
               "the plans %s are not the meson tests %s" % (sorted(p["name"] for p in plans), want))
        expect(all(not p["barycentric"] for p in plans), "an ext plan without --barycentric ext")
        os.rename(a, b)
        rc, out = replay(vkrun, b, env)
        summary = "%d passed, 0 failed, 0 skipped" % len(want)
        expect(rc == 0 and summary in out, "replay: exit %d, not '%s'\n%s" % (rc, summary, out))
        lines = result_lines(out)
        for p in plans:
            expect(lines.get(p["name"], "").startswith("pass"), "replay: %s did not pass\n%s" % (
                p["name"], out))
        # a job broken after the export: the replay must fail it
        job = os.path.join(b, "ps_pairs", "ours.json")
        with open(job) as f:
            j = json.load(f)
        j["draw"]["ps"]["module"] = "missing.spv"
        with open(job, "w") as f:
            json.dump(j, f)
        rc, out = replay(vkrun, b, env, ["ps_pairs"])
        expect(rc == 1 and "ps_pairs: FAIL" in out and "0 passed, 1 failed" in out,
               "a broken job replays: exit %d\n%s" % (rc, out))

        plans = export(agc, c, True)
        geometry = set()
        for p in plans:
            if not p["barycentric"]:
                with open(os.path.join(c, p["folder"], "ps.json")) as f:
                    if json.load(f).get("geometry_stage"):
                        geometry.add(p["name"])
        ext = [p for p in plans if p["barycentric"] == "ext"]
        expect(geometry and sorted(p["name"] for p in ext) == sorted(geometry),
               "ext plans for %s, the cases with a geometry stage are %s" % (
                   sorted(p["name"] for p in ext), sorted(geometry)))
        for p in ext:
            folder = os.path.join(c, p["folder"])
            interp_test.spirv_val(os.path.join(folder, "ps.spv"))
            with open(os.path.join(folder, "ps.spv"), "rb") as f:
                expect(FRAGMENT_BARYCENTRIC_KHR in capabilities(f.read()),
                       "%s: the module lacks FragmentBarycentricKHR" % p["folder"])
            with open(os.path.join(folder, "ps.json")) as f:
                refl = json.load(f)
            expect("fragmentShaderBarycentric" in refl.get("features", []),
                   "%s: features %s" % (p["folder"], refl.get("features")))
            expect(refl.get("geometry_stage") is None and
                   not os.path.exists(os.path.join(folder, "ps.geom.spv")),
                   "%s: a geometry stage %s" % (p["folder"], refl.get("geometry_stage")))
        rc, out = replay(vkrun, c, env)
        expect(rc == 0, "replay --barycentric ext: exit %d\n%s" % (rc, out))
        lines = result_lines(out)
        for p in plans:
            line = lines.get(p["name"] + (" (--barycentric ext)" if p["barycentric"] else ""), "")
            if p["barycentric"]:
                # skipped where the device lacks the extension (lavapipe)
                expect(line.startswith("pass") or (line.startswith("skipped") and "exit 77" in line
                                                   and "fragmentShaderBarycentric" in line),
                       "replay: %s (--barycentric ext) is neither skipped for "
                       "fragmentShaderBarycentric nor passed\n%s" % (p["name"], out))
            else:
                expect(line.startswith("pass"), "replay: %s did not pass\n%s" % (p["name"], out))
        last = out.strip().splitlines()[-1]
        # the ext plans alone: none drawn on lavapipe, exit 77
        rc, out = replay(vkrun, c, env, [p["folder"] for p in ext])
        summary = "0 passed, 0 failed, %d skipped" % len(ext)
        expect(rc == 77 and summary in out or rc == 0 and "0 failed" in out,
               "replay of the ext plans alone: exit %d, not '%s'\n%s" % (rc, summary, out))
    print("ok: %d plans exported, moved and replayed; a broken one fails; %d --barycentric ext "
          "plans (%s)" % (len(want), len(ext), last))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (Failure, interp_test.Failure) as e:
        print("FAIL: %s" % e)
        sys.exit(1)
