#!/usr/bin/env python3
"""The bash completion (completion/agc-recompile.bash) against the command's
own --help and the file system:

- `--` offers exactly the long options --help lists, `-` the short ones too;
- each option that --help shows with its values (--wave 32|64,
  --cfg[=text|dot], ...) offers exactly those values, filtered by a prefix;
- --image-format SOURCE= offers formats, each of which agc-recompile
  accepts (and a name it does not offer is refused, so that check can fail);
- file options and inputs offer the folder's entries; numbers offer nothing.

Words are split as readline splits them ('=' is a word break) and the
function runs under bash-completion's own helpers.

usage: test_completion.py COMPLETION_FILE AGC_RECOMPILE SOURCE_ROOT
"""
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

comp, agc, root = sys.argv[1:4]
helpers = "/usr/share/bash-completion/bash_completion"
failures = []


def check(cond, what):
    print(("ok: " if cond else "FAIL: ") + what)
    if not cond:
        failures.append(what)


if not os.path.exists(helpers):
    print("skip: bash-completion is not installed (%s)" % helpers)
    sys.exit(77)


def readline_words(line):
    """COMP_WORDS as bash makes them: blanks separate words, and each '='
    is a word of its own."""
    words = []
    for tok in line.split(" "):
        parts = re.split(r"(=)", tok)
        words.extend(p for p in parts if p != "") if tok else words.append("")
    if line.endswith(" ") and words[-1] != "":
        words.append("")
    return words


def complete(line, cwd=None):
    words = readline_words(line)
    script = "\n".join([
        "source %s" % shlex.quote(helpers),
        "source %s" % shlex.quote(comp),
        "COMP_WORDS=(%s)" % " ".join(shlex.quote(w) for w in words),
        "COMP_CWORD=%d" % (len(words) - 1),
        "COMP_LINE=%s" % shlex.quote(line),
        "COMP_POINT=%d" % len(line),
        "_agc_recompile agc-recompile %s %s" % (shlex.quote(words[-1]),
                                                shlex.quote(words[-2] if len(words) > 1 else "")),
        'printf "%s\\n" "${COMPREPLY[@]}"',
    ])
    r = subprocess.run(["bash", "--norc", "--noprofile", "-c", script], capture_output=True,
                       text=True, cwd=cwd)
    if r.returncode != 0:
        print("bash: " + r.stderr.strip())
    return [l for l in r.stdout.splitlines() if l]


help_text = subprocess.run([agc, "--help"], capture_output=True, text=True).stdout
opt_lines = [l for l in help_text.splitlines() if l.lstrip().startswith("-")]
longs = set(re.findall(r"(?<![\w-])(--[a-z0-9][a-z0-9-]*)", "\n".join(opt_lines)))
shorts = {l.split()[0].rstrip(",") for l in opt_lines if re.match(r"\s*-[a-zA-Z]\b", l)}
check(len(longs) > 20, "--help lists %d long options" % len(longs))

got = set(complete("agc-recompile --"))
check(got - {"--cfg="} == longs, "-- offers the long options of --help (missing %s, extra %s)"
      % (sorted(longs - got), sorted(got - longs - {"--cfg="})))
got = set(complete("agc-recompile -"))
check(shorts <= got and longs <= got, "- offers the short options too (missing %s)" % sorted(shorts - got))
check(set(complete("agc-recompile --max-")) == {o for o in longs if o.startswith("--max-")},
      "--max- offers the --max-* options")

# options with their values spelled out in --help: --wave 32|64, --cfg[=text|dot]
enums = {}
for opt, values in re.findall(r"(--[a-z0-9-]+)(?:\[=| )([a-z0-9.]+(?:\|[a-z0-9.]+)+)", help_text):
    enums[opt] = values.split("|")
check({"--wave", "--format", "--address-map", "--denormals", "--spirv", "--cfg"} <= set(enums),
      "--help spells out the values of %s" % sorted(enums))
for opt, values in sorted(enums.items()):
    line = "agc-recompile %s=" % opt if opt == "--cfg" else "agc-recompile %s " % opt
    got = complete(line)
    check(sorted(got) == sorted(values), "%s offers %s (got %s)" % (line.strip(), values, got))
    first = values[-1][0]
    want = [v for v in values if v.startswith(first)]
    got = complete(line + first)
    check(sorted(got) == sorted(want), "%s%s offers %s (got %s)" % (line, first, want, got))
check(complete("agc-recompile --wave=6") == ["64"], "--wave=6 offers 64")

# --image-format SOURCE=FORMAT: every offered format is one the tool takes
formats = complete("agc-recompile --image-format s4=")
check(len(formats) > 10 and "rgba8" in formats and "uint" in formats,
      "--image-format s4= offers formats (%d)" % len(formats))
check(all(f.startswith("rg") for f in complete("agc-recompile --image-format s4=rg")),
      "--image-format s4=rg offers only rg*")
tmp = tempfile.mkdtemp(prefix="agc-comp-")
sample = os.path.join(root, "samples", "vector_add.bin")


def takes(fmt):
    r = subprocess.run([agc, sample, "--image-format", "s4=" + fmt, "-o", os.path.join(tmp, "f.spv")],
                       capture_output=True, text=True)
    return r.returncode == 0


refused = [f for f in formats if not takes(f)]
check(not refused, "agc-recompile takes every offered format (refuses %s)" % refused)
check(not takes("rgb9"), "agc-recompile refuses a format not offered (rgb9)")

# files and folders
os.makedirs(os.path.join(tmp, "dir"))
for name in ("a.bin", "a.spv", "b.json"):
    open(os.path.join(tmp, name), "w").close()
entries = sorted(os.listdir(tmp))
check(sorted(complete("agc-recompile ", cwd=tmp)) == entries, "an input offers the folder's entries %s" % entries)
check(sorted(complete("agc-recompile x.bin -o a", cwd=tmp)) == ["a.bin", "a.spv"], "-o a offers a.bin, a.spv")
check(sorted(complete("agc-recompile --cfg ", cwd=tmp)) == entries,
      "--cfg (its value only after '=') then an input offers the folder's entries")
check(sorted(complete("agc-recompile --graph @", cwd=tmp)) == ["@" + e for e in entries],
      "--graph @ offers @FILE")
for opt in ("--user-sgprs", "--workgroup", "-j", "--max-memory"):
    check(complete("agc-recompile %s " % opt, cwd=tmp) == [], "%s offers nothing" % opt)

shutil.rmtree(tmp)
print("%d failed" % len(failures))
sys.exit(1 if failures else 0)
