#!/usr/bin/env python3
"""The comparison rules of e2e_results.py and the @buffer words that set
them: a NaN matches only the same bits (sign, quiet bit, payload) unless
the buffer says nan=any, a NaN is never within an ulp tolerance of a
number, and nan=any or ulp= without a reason is refused.  Exit status 0
ok, 1 failure."""
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import run_e2e  # noqa: E402,F401  (e2e_cases imports it)
from e2e_cases import BufferSpec  # noqa: E402
from e2e_results import Output, compare  # noqa: E402


def w(*us):
    return b"".join(struct.pack("<I", u) for u in us)


def check_compare():
    """(output, got, expected, equal?) -> the failures."""
    exact, anynan = Output("r", "f32"), Output("r", "f32", nan="any")
    ulp4 = Output("r", "f32", ulp=4)
    cases = [
        (exact, w(0x7fc00000), w(0x7fc00000), True),
        (exact, w(0xffc00000), w(0x7fc00000), False),   # sign of the default NaN
        (exact, w(0xff800123), w(0xffc00123), False),   # signalling, unquieted
        (exact, w(0x7fe20000), w(0x7fc00000), False),   # payload
        (anynan, w(0xffc00000), w(0x7fc00000), True),
        (anynan, w(0x7fc00000), w(0x3f800000), False),  # a NaN is not a number
        (ulp4, w(0x3f800004), w(0x3f800000), True),
        (ulp4, w(0x3f800005), w(0x3f800000), False),
        (ulp4, w(0x7fc00001), w(0x7fc00000), False),    # ulp= says nothing of NaNs
        (ulp4, w(0x7fffffff), w(0x7f800000), False),
        (Output("r", "u32"), w(0x7fc00000), w(0xffc00000), False),
    ]
    bad = []
    for out, got, want, equal in cases:
        msg = compare(out, got, want)
        if (msg is None) != equal:
            bad.append("compare(%s nan=%s ulp=%d, %s, %s): %s" % (
                out.typ, out.nan, out.ulp, got.hex(), want.hex(), msg or "equal"))
    return bad


def check_specs():
    bad = []
    ok = {"r f32 64 zero @0 out": ("exact", 0),
          "r f32 64 zero @0 out nan=any -- the ISA leaves it open": ("any", 0),
          "r f32 64 zero @0 out ulp=3 -- three roundings": ("exact", 3)}
    for text, (nan, ulp) in ok.items():
        s = BufferSpec(text)
        if (s.nan, s.ulp) != (nan, ulp):
            bad.append("%r: nan=%s ulp=%d" % (text, s.nan, s.ulp))
    for text in ("r f32 64 zero @0 out nan=any", "r f32 64 zero @0 out ulp=3",
                 "r f32 64 zero @0 out nan=some -- why"):
        try:
            BufferSpec(text)
            bad.append("%r accepted" % text)
        except ValueError:
            pass
    return bad


def main():
    bad = check_compare() + check_specs()
    for b in bad:
        print("FAIL: " + b)
    print("%d failures" % len(bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
