"""The C driver (harness_c/harness.c) and gen/harness.py against tiny bit-loop reference kernels."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from gen.check.driver import find_compilers
from gen.errors import GenError
from gen.families.field import check as harness
from gen.spec import poly

F8 = 0x11D  # x^8+x^4+x^3+x^2+1
F12 = (1 << 12) | (1 << 3) | 1
F64 = (1 << 64) | 0b11011
F128 = (1 << 128) | 0x87
F571 = (1 << 571) | (1 << 10) | (1 << 5) | (1 << 2) | 1

pytestmark = pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")


def write_ref_kernel(d: Path, name: str, f: int, header_only: bool = False, bug: str | None = None) -> None:
    """Emit NAME.h (+ NAME.c) implementing the kernel API with plain bit loops.

    bug: None, "pair" (mul off by one bit when (a ^ b) & 0xff == 0x5a), "highbit" (reduce
    ignores bit 2m-2), "alias" (array mul clears r before reading a and b) or "inv" (inv flips
    a bit for some inputs).
    """
    m = poly.degree(f)
    flips = "".join(
        f"t[(i - {m} + {e}) / 64] ^= (uint64_t)1 << ((i - {m} + {e}) % 64); " for e in range(m) if f >> e & 1
    )
    skip = f"if (i == {2 * m - 2}) continue; " if bug == "highbit" else ""
    n = name
    if m <= 64:
        cw = harness.clmul_words(m)
        ty = next(t for t in (8, 16, 32, 64) if t >= m)
        mask = "~(uint64_t)0" if m == 64 else f"(((uint64_t)1 << {m}) - 1)"
        pb = " if (((a ^ b) & 0xff) == 0x5a) r ^= 1;" if bug == "pair" else ""
        head = [f"typedef uint{ty}_t {n}_t;", f"#define {n.upper()}_M {m}", f"#define {n.upper()}_CLMUL_WORDS {cw}"]
        funcs = [
            (
                f"void {n}_clmul(uint64_t c[{cw}], {n}_t a, {n}_t b)",
                "{ uint64_t t[2] = {0, 0}; int i; for (i = 0; i < %d; i++) if (((uint64_t)b >> i) & 1) "
                "{ t[0] ^= (uint64_t)a << i; if (i) t[1] ^= (uint64_t)a >> (64 - i); } "
                "for (i = 0; i < %d; i++) c[i] = t[i]; }" % (m, cw),
            ),
            (
                f"{n}_t {n}_reduce(const uint64_t c[{cw}])",
                "{ uint64_t t[2] = {0, 0}; int i; for (i = 0; i < %d; i++) t[i] = c[i]; "
                "for (i = %d; i >= %d; i--) { %sif ((t[i / 64] >> (i %% 64)) & 1) { %s} } "
                "return (%s_t)(t[0] & %s); }" % (cw, 2 * m - 2, m, skip, flips, n, mask),
            ),
            (
                f"{n}_t {n}_mul({n}_t a, {n}_t b)",
                f"{{ uint64_t c[{cw}]; {n}_t r; {n}_clmul(c, a, b); r = {n}_reduce(c);{pb} return r; }}",
            ),
            (f"{n}_t {n}_sqr({n}_t a)", f"{{ return {n}_mul(a, a); }}"),
            (  # a^(2^m-2) = prod_{i=1}^{m-1} a^(2^i)
                f"{n}_t {n}_inv({n}_t a)",
                f"{{ {n}_t t = a, r = 1; int i; for (i = 1; i < {m}; i++) {{ t = {n}_sqr(t); r = {n}_mul(r, t); }}"
                + (" if (a == 3) r ^= 1;" if bug == "inv" else "") + " return a ? r : 0; }",
            ),
        ]
    else:
        w = harness.words_per_element(m)
        cw = 2 * w
        top = m - 64 * (w - 1)
        tmask = "~(uint64_t)0" if top == 64 else f"(((uint64_t)1 << {top}) - 1)"
        head = [f"#define {n.upper()}_M {m}", f"#define {n.upper()}_WORDS {w}", f"#define {n.upper()}_CLMUL_WORDS {cw}"]
        pre = f"int i; for (i = 0; i < {w}; i++) r[i] = 0; " if bug == "alias" else ""
        pb = " if (((a[0] ^ b[0]) & 0xff) == 0x5a) r[0] ^= 1;" if bug == "pair" else ""
        funcs = [
            (
                f"void {n}_clmul(uint64_t c[{cw}], const uint64_t a[{w}], const uint64_t b[{w}])",
                "{ uint64_t t[%d] = {0}; int i, k; for (i = 0; i < %d; i++) if ((b[i / 64] >> (i %% 64)) & 1) "
                "{ int ws = i / 64, bs = i %% 64; for (k = 0; k < %d; k++) { t[k + ws] ^= a[k] << bs; "
                "if (bs) t[k + ws + 1] ^= a[k] >> (64 - bs); } } for (i = 0; i < %d; i++) c[i] = t[i]; }"
                % (cw, m, w, cw),
            ),
            (
                f"void {n}_reduce(uint64_t r[{w}], const uint64_t c[{cw}])",
                "{ uint64_t t[%d]; int i; for (i = 0; i < %d; i++) t[i] = c[i]; "
                "for (i = %d; i >= %d; i--) { %sif ((t[i / 64] >> (i %% 64)) & 1) { %s} } "
                "for (i = 0; i < %d; i++) r[i] = t[i]; r[%d] &= %s; }"
                % (cw, cw, 2 * m - 2, m, skip, flips, w, w - 1, tmask),
            ),
            (
                f"void {n}_mul(uint64_t r[{w}], const uint64_t a[{w}], const uint64_t b[{w}])",
                f"{{ uint64_t t[{cw}]; {pre}{n}_clmul(t, a, b); {n}_reduce(r, t);{pb} }}",
            ),
            (f"void {n}_sqr(uint64_t r[{w}], const uint64_t a[{w}])", f"{{ {n}_mul(r, a, a); }}"),
            (
                f"void {n}_inv(uint64_t r[{w}], const uint64_t a[{w}])",
                f"{{ uint64_t t[{w}], u[{w}]; int i; for (i = 0; i < {w}; i++) {{ t[i] = a[i]; u[i] = 0; }} "
                f"u[0] = 1; for (i = 1; i < {m}; i++) {{ {n}_sqr(t, t); {n}_mul(u, u, t); }} "
                f"for (i = 0; i < {w}; i++) r[i] = u[i];"
                + (" r[0] ^= a[0] & 1;" if bug == "inv" else "") + " }",
            ),
        ]
    h = [f"#ifndef {n.upper()}_H", f"#define {n.upper()}_H", "#include <stdint.h>", *head]
    if header_only:
        h += [f"static inline {proto}\n{body}" for proto, body in funcs]
    else:
        h += [f"{proto};" for proto, _ in funcs]
        c = [f'#include "{n}.h"'] + [f"{proto}\n{body}" for proto, body in funcs]
        (d / f"{n}.c").write_text("\n".join(c) + "\n")
    (d / f"{n}.h").write_text("\n".join(h + ["#endif"]) + "\n")


def test_xorshift_matches_python() -> None:
    x, ref = 0x1234, []
    for _ in range(1000):
        x ^= (x << 13) & (2**64 - 1)
        x ^= x >> 7
        x ^= (x << 17) & (2**64 - 1)
        ref.append(x)
    assert [int(v) for v in harness.xorshift64(0x1234, 1000)] == ref
    with pytest.raises(GenError):
        harness.xorshift64(0, 10)


@pytest.mark.parametrize("f", [F8, F64, F128, F571], ids=["m8", "m64", "m128", "m571"])
def test_expected_values_match_poly(f: int) -> None:
    R, a, b, mul, sqr, cl = harness.expected_values(f, 64, 99)
    m = poly.degree(f)
    assert R.shape == (2 * m - 1, harness.words_per_element(m))
    assert cl.shape == (64, harness.clmul_words(m))
    w = harness.words_int
    for i in range(64):
        ai, bi = w(a[i]), w(b[i])
        assert ai < 1 << m and bi < 1 << m
        assert w(cl[i]) == poly.clmul(ai, bi)
        assert w(mul[i]) == poly.mulmod(ai, bi, f)
        assert w(sqr[i]) == poly.mulmod(ai, ai, f)


def test_run_all_small_field_ok(tmp_path: Path) -> None:
    write_ref_kernel(tmp_path, "t_gf2_12", F12)
    res = harness.run_all(
        tmp_path, "t_gf2_12", F12, False, [], random_pairs=2000, cache_dir=tmp_path / "cache", reps=101
    )
    assert res.ok and res.compilers == find_compilers()
    for chk in res.checks.values():
        assert chk["ok"] and chk["m"] == 12 and chk["exhaustive"] is True
        assert chk["exhaustive_pairs"] == 1 << 24 and chk["random_pairs"] == 2000
    assert res.bench is not None and res.bench_compiler == res.compilers[0]
    for fn in ("mul", "sqr", "clmul", "reduce"):
        assert res.bench[fn]["throughput"] > 0 and res.bench[fn]["latency"] > 0
    assert res.bench["unit"] in ("tsc", "ns")
    assert res.vectors is not None and res.vectors.is_file()


@pytest.mark.parametrize("f", [F64, F128], ids=["m64", "m128"])
def test_run_all_header_only_ok(tmp_path: Path, f: int) -> None:
    write_ref_kernel(tmp_path, "ho", f, header_only=True)
    res = harness.run_all(tmp_path, "ho", f, True, [], bench=False, random_pairs=500)
    assert res.ok and res.bench is None
    assert all(c["exhaustive"] is False and c["random_pairs"] == 500 for c in res.checks.values())


@pytest.mark.parametrize(
    ("f", "bug", "where"),
    [
        (F12, "pair", "exhaustive mul"),
        (F64, "pair", "random mul"),
        (F128, "highbit", "basis mul x^127 * x^127"),
        (F128, "alias", "mul(r=a)"),
        (F12, "inv", "inverse a*inv(a) a=3"),
        (F128, "inv", "inverse a*inv(a)"),
    ],
    ids=["m12-pair", "m64-pair", "m128-highbit", "m128-alias", "m12-inv", "m128-inv"],
)
def test_planted_bug_is_reported(tmp_path: Path, f: int, bug: str, where: str) -> None:
    write_ref_kernel(tmp_path, "bad", f, bug=bug)
    with pytest.raises(GenError) as exc:
        harness.run_all(tmp_path, "bad", f, False, [], bench=False, random_pairs=1000, compilers=["gcc"])
    assert "failed" in str(exc.value) and where in str(exc.value)
    assert "\n" not in str(exc.value)


def test_build_error_is_one_line(tmp_path: Path) -> None:
    write_ref_kernel(tmp_path, "k", F8)
    (tmp_path / "k.c").write_text((tmp_path / "k.c").read_text() + "static int unused_fn(void) { return 0; }\n")
    with pytest.raises(GenError) as exc:
        harness.build(tmp_path, "k", False, [], "gcc", tmp_path / "drv")
    assert "error" in str(exc.value) and "\n" not in str(exc.value)


def test_wrong_field_vectors_rejected(tmp_path: Path) -> None:
    write_ref_kernel(tmp_path, "k", F8)
    exe = harness.build(tmp_path, "k", False, [], "gcc", tmp_path / "drv")
    harness.write_vectors(tmp_path / "v12.bin", F12, 10, 1)
    with pytest.raises(GenError, match="m=12"):
        harness.check(exe, tmp_path / "v12.bin")


def test_every_compile_of_a_driver_is_one_source_with_dash_c(tmp_path: Path) -> None:
    """ccache caches `cc -c ONE.c -o X.o` only, never a command that also links: build_driver compiles each
    source apart (the driver, the kernel's .c, a bare-metal runtime's sources) and links the objects."""
    write_ref_kernel(tmp_path, "k", F8)
    log = tmp_path / "argv.log"
    cc = tmp_path / "logging-cc"
    cc.write_text(f'#!/bin/sh\nprintf "%s\\n" "$*" >> {log}\nexec gcc "$@"\n')
    cc.chmod(0o755)
    runtime = tmp_path / "rt"
    runtime.mkdir()
    (runtime / "extra.c").write_text("int gen_test_extra(void) { return 1; }\n")
    exe = harness.build(tmp_path, "k", False, [], str(cc), tmp_path / "drv", extra=[str(runtime / "extra.c"), "-lm"])
    calls = [line.split() for line in log.read_text().splitlines()]
    compiles = [c for c in calls if "-c" in c]
    assert len(compiles) == 3 and len(calls) == 4  # driver, kernel, runtime source; one link
    for c in compiles:
        assert sum(a.endswith(".c") for a in c) == 1 and "-lm" not in c
    link = next(c for c in calls if "-c" not in c)
    assert not any(a.endswith(".c") for a in link) and sum(a.endswith(".o") for a in link) == 3
    assert link.index("-lm") > max(i for i, a in enumerate(link) if a.endswith(".o"))
    assert exe.is_file()
    # the same kernel staged in another folder: the same compile commands but for their outputs (ccache's key)
    other = tmp_path / "elsewhere"
    other.mkdir()
    write_ref_kernel(other, "k", F8)
    log.write_text("")
    harness.build(other, "k", False, [], str(cc), other / "drv", extra=[str(runtime / "extra.c"), "-lm"])
    again = [line.split() for line in log.read_text().splitlines() if " -c " in line]
    drop_output = lambda c: [a for i, a in enumerate(c) if a != "-o" and (i == 0 or c[i - 1] != "-o")]  # noqa: E731
    assert [drop_output(c) for c in again] == [drop_output(c) for c in compiles]
    assert not any(str(tmp_path) in a for c in again for a in drop_output(c) if a != str(runtime / "extra.c"))


def test_check_vectors_are_kept_between_runs_by_the_reference_code(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("GEN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("GEN_NO_RUN_CACHE", raising=False)
    write_ref_kernel(tmp_path, "k", F64)
    first = harness.run_all(tmp_path, "k", F64, False, [], bench=False, random_pairs=300, compilers=["gcc"])
    kept = harness.default_vector_dir()
    assert kept is not None and kept.parent == tmp_path / "cache" / "vectors" and len(list(kept.iterdir())) == 1

    def no_recompute(*args, **kwargs):
        raise AssertionError("the vectors were computed again")

    monkeypatch.setattr(harness, "write_vectors", no_recompute)
    again = harness.run_all(tmp_path, "k", F64, False, [], bench=False, random_pairs=300, compilers=["gcc"])
    assert first.ok and again.ok
    monkeypatch.setenv("GEN_NO_RUN_CACHE", "1")
    assert harness.default_vector_dir() is None
