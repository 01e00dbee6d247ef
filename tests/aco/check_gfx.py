#!/usr/bin/env python3
"""Graphics captures: tests/glsl/gfx/*.json scenes (a GLSL vertex + fragment
pair and the pipeline state) compiled by RADV/ACO on the null NAVI21 device
in three variants, compared with the committed tests/glsl/captured/gfx/.

  legacy  RADV_DEBUG=nongg                         -> NAME.legacy.vs.*, NAME.legacy.ps.*
  ngg     RADV_DEBUG=nonggc                        -> NAME.ngg.ngg.*,   NAME.ngg.ps.*
  w32     RADV_DEBUG=nonggc RADV_PERFTEST=pswave32,gewave32 -> NAME.w32.ngg.*, NAME.w32.ps.*

Checks: each .bin is the words of its .s listing (parsed here); each manifest
names its code file and has the registers its stage needs; the wave size the
manifest gives agrees with the PS_W32_EN / *_W32_EN bits; with RADV of the
committed captures' driver version, a fresh capture is byte-identical.
--update rewrites the committed captures. Exit 77 when nothing can be run.
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENES = os.path.join(ROOT, 'tests', 'glsl', 'gfx')
CAPTURED = os.path.join(ROOT, 'tests', 'glsl', 'captured', 'gfx')
ICD = '/usr/share/vulkan/icd.d/radeon_icd.x86_64.json'
VARIANTS = {
    'legacy': ({'RADV_DEBUG': 'nongg'}, 'vs'),
    'ngg': ({'RADV_DEBUG': 'nonggc'}, 'ngg'),
    'w32': ({'RADV_DEBUG': 'nonggc', 'RADV_PERFTEST': 'pswave32,gewave32'}, 'ngg'),
}
NEEDS = {
    'vs': ['SPI_SHADER_PGM_RSRC1_VS', 'SPI_SHADER_PGM_RSRC2_VS', 'SPI_VS_OUT_CONFIG',
           'SPI_SHADER_POS_FORMAT', 'PA_CL_VS_OUT_CNTL', 'VGT_SHADER_STAGES_EN'],
    'ngg': ['SPI_SHADER_PGM_RSRC1_GS', 'SPI_SHADER_PGM_RSRC2_GS', 'SPI_VS_OUT_CONFIG',
            'SPI_SHADER_POS_FORMAT', 'PA_CL_VS_OUT_CNTL', 'GE_NGG_SUBGRP_CNTL',
            'VGT_SHADER_STAGES_EN'],
    'ps': ['SPI_SHADER_PGM_RSRC1_PS', 'SPI_SHADER_PGM_RSRC2_PS', 'SPI_PS_INPUT_ENA',
           'SPI_PS_INPUT_ADDR', 'SPI_PS_IN_CONTROL', 'SPI_BARYC_CNTL', 'SPI_SHADER_COL_FORMAT',
           'CB_SHADER_MASK', 'SPI_SHADER_Z_FORMAT', 'DB_SHADER_CONTROL'],
}


def listing_words(text):
    words = []
    for line in text.splitlines():
        if not line[:1].isspace() or ';' not in line:
            continue
        words += [int(w, 16) for w in line.split(';', 1)[1].split()]
    return words


def check_stage(prefix, stage, errors):
    name = os.path.basename(prefix)
    try:
        man = json.load(open(f'{prefix}.{stage}.json'))
        sg = json.load(open(f'{prefix}.{stage}.sgprs.json'))
        code = open(f'{prefix}.{stage}.bin', 'rb').read()
        text = open(f'{prefix}.{stage}.s').read()
    except (OSError, ValueError) as e:
        errors.append(f'{name}.{stage}: {e}')
        return
    words = listing_words(text.split('/* constant data */')[0])
    if '/* constant data */' in text:
        # code, s_code_end padding to align(n + 48, 16) dwords, the data
        data = [int(w, 16) for line in text.split('/* constant data */')[1].splitlines()
                if line.startswith('[') for w in line.split(']', 1)[1].split()]
        start = (len(words) + 48 + 15) // 16 * 16
        # the s_getpc_b64 / s_add_u32 pair must land on the data
        for m in re.finditer(r's_getpc_b64 s\[(\d+):\d+\][^\n]*\n\s*s_add_u32 s(\d+), s\d+, '
                             r'(0x[0-9a-f]+|\d+)', text):
            pc = 4 * len(listing_words(text[:m.start()]))
            if m.group(1) == m.group(2) and pc + 4 + int(m.group(3), 0) < 4 * start:
                errors.append(f'{name}.{stage}: s_getpc at {pc:#x} points into the code')
        words = words + [0xbf9f0000] * (start - len(words)) + data
        if sg.get('image_bytes') != 4 * len(words):
            errors.append(f'{name}.{stage}: image_bytes is not code + padding + data')
    if code != b''.join(w.to_bytes(4, 'little') for w in words):
        errors.append(f'{name}.{stage}: .bin is not the listing\'s words')
    if man.get('stage') != stage or man.get('code') != f'{name}.{stage}.bin':
        errors.append(f'{name}.{stage}: manifest stage/code wrong')
    regs = {k: int(v, 16) for k, v in man.get('registers', {}).items()}
    for r in NEEDS[stage]:
        if r not in regs:
            errors.append(f'{name}.{stage}: register {r} missing')
    w32 = man.get('wave_size') == 32
    if stage == 'ps':
        if bool(regs.get('SPI_PS_IN_CONTROL', 0) >> 15 & 1) != w32:
            errors.append(f'{name}.ps: PS_W32_EN disagrees with wave_size')
        # Every VGPR a v_interp reads as I/J lies inside the inputs ENA gives.
        nv = sum(s['size'] for s in sg['vgprs'])
        for m in re.finditer(r'v_interp_p[12]_f32_e32 v\d+, v(\d+), attr(\d+)', text):
            if int(m.group(1)) >= nv:
                errors.append(f'{name}.ps: v_interp reads v{m.group(1)}, ENA loads {nv}')
            if int(m.group(2)) >= (regs['SPI_PS_IN_CONTROL'] & 0x3f):
                errors.append(f'{name}.ps: attr{m.group(2)} past NUM_INTERP')
    else:
        bit = 22 if stage == 'ngg' else 23
        if bool(regs.get('VGT_SHADER_STAGES_EN', 0) >> bit & 1) != w32:
            errors.append(f'{name}.{stage}: *_W32_EN disagrees with wave_size')
        params = {int(p) for p in re.findall(r'\bexp param(\d+)', text)}
        cnt = (regs['SPI_VS_OUT_CONFIG'] >> 1 & 0x1f) + 1
        if params and max(params) + 1 != cnt:
            errors.append(f'{name}.{stage}: exports param{max(params)}, VS_EXPORT_COUNT {cnt}')
        if stage == 'ngg' and 'exp prim' not in text:
            errors.append(f'{name}.ngg: no primitive export')
    return sg.get('driver')


FORMAT_BYTES = {'R32G32B32A32_SFLOAT': 16, 'R32G32_SFLOAT': 8, 'R32_SFLOAT': 4, 'R32_UINT': 4,
                'R8G8B8A8_UNORM': 4, 'R8G8B8A8_UINT': 4, 'A2B10G10R10_UNORM_PACK32': 4,
                'R16G16_SFLOAT': 4, 'R16G16B16A16_SFLOAT': 8, 'R32G32_UINT': 8}


def check_scene(scene, errors):
    """The draw inputs cover what the draw reads: every binding's data
    holds the last vertex (or instance) the draw fetches."""
    sc = json.load(open(os.path.join(SCENES, scene + '.json')))
    d = sc.get('draw', {})
    data = {v['binding']: 4 * len(v.get('f32', v.get('u32', []))) for v in sc.get('vertex_data', [])}
    for b in sc.get('bindings', []):
        n = d.get('instance_count', 1) if b['rate'] == 'instance' else d.get('vertex_count', 0)
        end = max((a['offset'] + FORMAT_BYTES[a['format']] for a in sc['attributes']
                   if a['binding'] == b['binding']), default=0)
        need = (n - 1) * b['stride'] + end
        if data.get(b['binding'], 0) < need:
            errors.append(f'{scene}: binding {b["binding"]} has {data.get(b["binding"], 0)} '
                          f'bytes, the draw reads {need}')


def param_components(text):
    """{param: set of components} the VS exports ("exp param1 v0, v1, off, off")."""
    out = {}
    for m in re.finditer(r'\bexp param(\d+) ([^;\n]*)', text):
        srcs = [x.strip() for x in m.group(2).split(',')[:4]]
        out.setdefault(int(m.group(1)), set()).update(
            'xyzw'[i] for i, x in enumerate(srcs) if not x.startswith('off'))
    return out


def check_link(prefix, vstage, errors):
    """SPI_PS_INPUT_CNTL_n against both listings: attribute n's OFFSET names
    a VS param that exports every component the PS reads of attribute n,
    and FLAT_SHADE is set exactly for attributes read with v_interp_mov."""
    name = os.path.basename(prefix)
    try:
        ps = open(f'{prefix}.ps.s').read()
        vs = open(f'{prefix}.{vstage}.s').read()
        regs = {k: int(v, 16) for k, v in json.load(open(f'{prefix}.ps.json'))['registers'].items()}
    except (OSError, ValueError) as e:
        errors.append(f'{name}: {e}')
        return
    exported = param_components(vs)
    reads = {}
    for m in re.finditer(r'(v_interp_\w+) v\d+, [vp]\d+, attr(\d+)\.([xyzw])', ps):
        reads.setdefault(int(m.group(2)), []).append((m.group(1), m.group(3)))
    for n, rs in reads.items():
        cntl = regs.get(f'SPI_PS_INPUT_CNTL_{n}')
        if cntl is None:
            errors.append(f'{name}: attr{n} read, SPI_PS_INPUT_CNTL_{n} missing')
            continue
        off, flat = cntl & 0x3f, bool(cntl >> 10 & 1)
        for op, c in rs:
            if off < 32 and c not in exported.get(off, set()):
                errors.append(f'{name}: attr{n}.{c} -> param{off}, which the VS does not export')
            if ('mov' in op) != flat:
                errors.append(f'{name}: attr{n} read by {op}, FLAT_SHADE {int(flat)}')


def capture(tool, scene, variant, outdir, tmp):
    env_extra, _ = VARIANTS[variant]
    sc = json.load(open(os.path.join(SCENES, scene + '.json')))
    spv = {}
    for k in ('vertex', 'fragment'):
        src = os.path.join(SCENES, sc[k])
        spv[k] = os.path.join(tmp, f'{scene}.{k}.spv')
        subprocess.run(['glslangValidator', '-V', '--target-env', 'vulkan1.2', src, '-o',
                        spv[k]], check=True, stdout=subprocess.DEVNULL)
    env = dict(os.environ, VK_ICD_FILENAMES=ICD, RADV_FORCE_FAMILY='navi21',
               MESA_SHADER_CACHE_DISABLE='true', **env_extra)
    env.pop('RADV_PERFTEST', None) if 'RADV_PERFTEST' not in env_extra else None
    r = subprocess.run([tool, '--scene', os.path.join(SCENES, scene + '.json'),
                        '--vert', spv['vertex'], '--frag', spv['fragment'],
                        '--out', os.path.join(outdir, f'{scene}.{variant}')],
                       env=env, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(f'{scene}.{variant}: {r.stderr.strip()}')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--capture')
    ap.add_argument('--update', action='store_true')
    a = ap.parse_args()
    scenes = sorted(f[:-5] for f in os.listdir(SCENES) if f.endswith('.json'))
    errors = []
    have_radv = (a.capture and os.path.exists(ICD) and shutil.which('glslangValidator'))
    if a.update and not have_radv:
        print('--update needs agc-aco-capture, RADV and glslangValidator')
        return 2
    if a.update:
        os.makedirs(CAPTURED, exist_ok=True)
    drivers = set()
    with tempfile.TemporaryDirectory() as tmp:
        fresh = os.path.join(tmp, 'fresh')
        os.makedirs(fresh)
        for scene in scenes:
            check_scene(scene, errors)
            for variant, (_, vstage) in VARIANTS.items():
                if have_radv:
                    try:
                        capture(a.capture, scene, variant, CAPTURED if a.update else fresh, tmp)
                    except (RuntimeError, subprocess.CalledProcessError) as e:
                        errors.append(str(e))
                        continue
                check_link(os.path.join(CAPTURED, f'{scene}.{variant}'), vstage, errors)
                for stage in (vstage, 'ps'):
                    d = check_stage(os.path.join(CAPTURED, f'{scene}.{variant}'), stage, errors)
                    drivers.add(d)
                    if have_radv and not a.update:
                        check_stage(os.path.join(fresh, f'{scene}.{variant}'), stage, errors)
                        for ext in ('bin', 's', 'json', 'sgprs.json'):
                            f = f'{scene}.{variant}.{stage}.{ext}'
                            p, q = os.path.join(CAPTURED, f), os.path.join(fresh, f)
                            if (os.path.exists(p) and os.path.exists(q) and
                                    open(p, 'rb').read() != open(q, 'rb').read()):
                                errors.append(f'{f}: differs from a fresh capture')
    for e in errors:
        print('FAIL', e)
    print(f'{len(scenes)} scenes, {len(errors)} failures'
          + ('' if have_radv else ' (committed captures only: no RADV)'))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
