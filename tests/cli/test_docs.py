#!/usr/bin/env python3
"""--help, --version and the man page agree: every long option --help
lists is documented in man/agc-recompile.1 and the other way round, and
the version is the same.

usage: test_docs.py AGC_RECOMPILE MAN_PAGE
"""
import os
import re
import tempfile
import subprocess
import sys

agc, man = sys.argv[1], sys.argv[2]
helptext = subprocess.run([agc, "--help"], capture_output=True, text=True, check=True).stdout
version = subprocess.run([agc, "--version"], capture_output=True, text=True, check=True).stdout.splitlines()[0].split()[-1]
page = open(man).read()

help_opts = set(re.findall(r"(?<![\w-])--([a-z][a-z0-9-]*)", helptext))
# options of other tools the page mentions (llvm-objdump --mcpu=...)
page_own = re.sub(r"llvm-objdump[^\n]*", "", page)
man_opts = set(re.findall(r"\\-\\-([a-z][a-z0-9-]*)", page_own))
bad = 0
for o in sorted(help_opts - man_opts):
    print("in --help, not in the man page: --" + o)
    bad += 1
for o in sorted(man_opts - help_opts):
    print("in the man page, not in --help: --" + o)
    bad += 1
for short in ("-o", "-j", "-O", "-h"):
    if short not in helptext:
        print("--help lacks " + short)
        bad += 1
    if "\\" + short not in page and short.replace("-", "\\-") not in page:
        print("the man page lacks " + short)
        bad += 1

# --cfg's values: the synopsis of --help, the man page's synopsis and its
# entry under MODES spell the same ones, and the tool takes each of them.
def troff_plain(t):
    return re.sub(r"\\f[BIRP]", "", t).replace("\\-", "-").replace(" ", "")


def cfg_forms(text):
    m = re.search(r"--cfg\[=([a-z|]+)(?:\[((?:,[a-z]+\|?)+)\])?\]", text)
    if not m:
        return None
    return [f + s for f in m.group(1).split("|")
            for s in [""] + (m.group(2).split("|") if m.group(2) else [])]


man_synopsis = troff_plain(page.split(".SH DESCRIPTION")[0])
entry = re.search(r"^\.BR \\-\\-cfg (.*)$", page, re.M)
man_entry = "--cfg" + re.sub(r"[ \"]", "", entry.group(1)) if entry else ""
# ".BR --cfg [ =text | =dot ][ ,before | ,after ]" -> "--cfg[=text|dot[,before|,after]]"
man_entry = re.sub(r"\]\[", "[", man_entry.replace("|=", "|")) + "]" if man_entry else ""
forms = {"--help": cfg_forms(helptext), "man synopsis": cfg_forms(man_synopsis),
         "man MODES": cfg_forms(man_entry)}
if len({tuple(v or ()) for v in forms.values()}) != 1 or not forms["--help"]:
    print("--cfg values disagree: %s" % forms)
    bad += 1
with tempfile.TemporaryDirectory() as tmp:
    code = os.path.join(tmp, "endpgm.bin")
    with open(code, "wb") as f:
        f.write(bytes.fromhex("000081bf"))  # s_endpgm
    for v in (forms["--help"] or []) + ["dot,sideways"]:
        r = subprocess.run([agc, "--cfg=" + v, code], capture_output=True, text=True)
        if r.returncode != (2 if v == "dot,sideways" else 0):
            print("--cfg=%s: exit %d: %s" % (v, r.returncode, r.stderr.strip()))
            bad += 1
th = re.search(r'^\.TH .*"agc-recompile ([0-9.]+)"', page, re.M)
if not th or th.group(1) != version:
    print("version: --version says %s, the man page %s" % (version, th.group(1) if th else None))
    bad += 1
print("%d disagreements (%d options)" % (bad, len(help_opts)))
sys.exit(1 if bad else 0)
