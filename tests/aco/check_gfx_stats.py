#!/usr/bin/env python3
"""agc-aco-capture --gfx-stats against the committed graphics captures:
check_gfx_stats.py --capture AGC_ACO_CAPTURE

For every scene of tests/glsl/gfx and each variant (check_gfx.py's
VARIANTS and their RADV environment), the scene's GLSL pair is compiled
with --gfx-stats, which builds the pipeline of --scene (the mode the
committed captures in tests/glsl/captured/gfx were made by) and reads back
only the statistics.  Each executable's statistics, name and wave size must
be those the capture of its stage recorded (NAME.VARIANT.{vs,ngg,ps}.sgprs.json):
the vertex executable the variant's vs or ngg capture, the fragment one its ps.
Exit 77 when RADV, glslangValidator or the tool is missing.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_gfx  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--capture')
    a = ap.parse_args()
    if not (a.capture and os.path.exists(check_gfx.ICD) and shutil.which('glslangValidator')):
        print('skip: needs agc-aco-capture, RADV and glslangValidator')
        return 77
    scenes = sorted(f[:-5] for f in os.listdir(check_gfx.SCENES) if f.endswith('.json'))
    errors, checked = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        for scene in scenes:
            sc = json.load(open(os.path.join(check_gfx.SCENES, scene + '.json')))
            spv = {}
            for k in ('vertex', 'fragment'):
                spv[k] = os.path.join(tmp, f'{scene}.{k}.spv')
                subprocess.run(['glslangValidator', '-V', '--target-env', 'vulkan1.2',
                                os.path.join(check_gfx.SCENES, sc[k]), '-o', spv[k]],
                               check=True, stdout=subprocess.DEVNULL)
            for variant, (env_extra, vstage) in check_gfx.VARIANTS.items():
                env = dict(os.environ, VK_ICD_FILENAMES=check_gfx.ICD,
                           RADV_FORCE_FAMILY='navi21', MESA_SHADER_CACHE_DISABLE='true')
                env.pop('RADV_DEBUG', None)
                env.pop('RADV_PERFTEST', None)
                env.update(env_extra)
                out = os.path.join(tmp, f'{scene}.{variant}.json')
                r = subprocess.run([a.capture, '--gfx-stats', '--scene',
                                    os.path.join(check_gfx.SCENES, scene + '.json'),
                                    '--vert', spv['vertex'], '--frag', spv['fragment'],
                                    '--json', out], env=env, capture_output=True, text=True)
                if r.returncode:
                    errors.append(f'{scene}.{variant}: exit {r.returncode}: {r.stderr.strip()}')
                    continue
                execs = json.load(open(out))['executables']
                stages = sorted(e['stage'] for e in execs)
                if stages != ['fragment', 'vertex']:
                    errors.append(f'{scene}.{variant}: executables {stages}')
                    continue
                for e in execs:
                    word = vstage if e['stage'] == 'vertex' else 'ps'
                    name = f'{scene}.{variant}.{word}.sgprs.json'
                    want = json.load(open(os.path.join(check_gfx.CAPTURED, name)))
                    for key, got in (('executable', e['name']), ('wave_size', e['wave_size']),
                                     ('statistics', e['statistics'])):
                        if got != want[key]:
                            errors.append(f'{name}: {key} {want[key]!r}, --gfx-stats {got!r}')
                    checked += 1
    for e in errors:
        print('FAIL', e)
    print(f'{checked} executables of {len(scenes)} scenes checked, {len(errors)} failures')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
