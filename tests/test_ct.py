"""Constant-time checks on compiled kernels (gen/ct.py, harness_c/ct_driver.c).

The emitted kernels must pass; deliberately leaky copies of the gf2_12 c64 kernel (correct, but
with a secret-dependent branch or a secret-indexed table) must be caught by valgrind AND by the
disassembly scan, each pinned to the leaking function; the assertions name the exact finding
kinds, so a detector that silently stops working fails here.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from gen import generate
from gen.check import ct
from gen.kernel_cache import emitted_kernel
from gen.errors import GenError
from gen.families.field import FAMILY as FIELD
from gen.families.field import check as harness
from gen.family import ct_api
from gen.isa import get_target
from gen.project import Project

ROOT = Path(__file__).resolve().parent.parent
PROJECT = Project(ROOT)
EMITTED = PROJECT.emitted_dir
FIELD_API = ["-DCT_HAS_INV"]  # gf2_12 without its batch functions (the leaky copies below)
COMPILERS = ("gcc", "clang-19")
ALL_OPTS = ("-O0", "-O2", "-O3", "-Os")

_missing = [t for t in ("gcc", "clang-19", "objdump") if shutil.which(t) is None]
pytestmark = pytest.mark.skipif(bool(_missing), reason=f"needs {', '.join(_missing)}")
needs_valgrind = pytest.mark.skipif(
    shutil.which("valgrind") is None or not Path("/usr/include/valgrind/memcheck.h").is_file(),
    reason="valgrind (with <valgrind/memcheck.h>) not installed",
)


def _cpu_flags() -> set[str]:
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return set()
    m = re.search(r"^flags\s*:(.*)$", text, re.M)
    return set(m.group(1).split()) if m else set()


AVX512_FLAGS = {"avx512f", "avx512vl", "avx512bw", "avx512_vbmi2", "pclmulqdq", "vpclmulqdq"}
needs_avx512 = pytest.mark.skipif(
    not AVX512_FLAGS <= _cpu_flags(), reason="CPU lacks AVX-512F/VL/BW/VBMI2 + VPCLMULQDQ"
)


def _kernel(name: str, isa: str):
    return emitted_kernel(PROJECT.config(name), isa, PROJECT.wisdom)


def _check(name: str, isa: str, **kw):
    """gen.check.ct on the emitted kernel, with its ISA's flags and its family's driver API."""
    return ct.check_constant_time(EMITTED / name / isa, name, False, list(get_target(isa).cflags), isa,
                                  api=ct_api(_kernel(name, isa)), **kw)


def _assert_clean(rep: ct.CTReport) -> None:
    assert rep.ok, rep.describe() + "\n" + "\n".join(map(str, rep.failures()))
    assert rep.complete, rep.describe()
    assert all(not f.excused or f.kind in ct.EXCUSABLE for f in rep.findings())
    assert not [f for f in rep.findings(check="disasm") if not f.excused and f.kind != "stack-check"]


# -- (a) emitted kernels pass ------------------------------------------------------------------
@needs_valgrind
def test_gf2_12_c64_every_compiler_and_level():
    rep = _check("gf2_12", "c64", compilers=COMPILERS, opt_levels=ALL_OPTS)
    _assert_clean(rep)
    vg = rep.by_check("valgrind")
    assert len(vg) == 8 and all(r.status == "pass" for r in vg)
    assert all(r.data["taint_ok"] for r in vg)  # the secrets really reached every output
    assert len(rep.by_check("disasm")) == 8 and not rep.by_check("dudect")
    assert "constant time OK" in rep.describe()


@needs_valgrind
@pytest.mark.parametrize("name,isa", [("gf2_571", "c64"), ("gf2_12", "pclmul"), ("gf2_571", "pclmul")])
def test_emitted_kernels_pass_at_O2(name, isa):
    rep = _check(name, isa, compilers=COMPILERS, opt_levels=("-O2",))
    _assert_clean(rep)
    assert [r.status for r in rep.by_check("valgrind")] == ["pass", "pass"]
    assert {f.kind for f in rep.findings(check="disasm")} <= {"cond-branch", "indexed-memory", "stack-check"}


# -- (b) deliberately leaky kernels are caught; a public loop is not --------------------------
# Replacement bodies for gf2_12_mul in a copy of the emitted gf2_12 c64 kernel. Each is a correct
# multiplication (checked by the harness below) and self-contained (uses only gf2_12_reduce).
PUBLIC_LOOP = """
/* Constant time: the masked bit-serial product (what c64 kernels used for narrow operands), a
 * loop over a public bit count. Compilers keep it a loop (a conditional branch) at -O0. */
static uint64_t gf2_12_ctl_clmul_bits(uint64_t x, uint64_t y, unsigned nbits)
{
    uint64_t r = 0;
    for (unsigned i = 0; i < nbits; i++)
        r ^= (x << i) & ((uint64_t)0 - ((y >> i) & 1u));
    return r;
}
gf2_12_t gf2_12_mul(gf2_12_t a, gf2_12_t b)
{
    uint64_t c = gf2_12_ctl_clmul_bits(a, b, 12);
    return gf2_12_reduce(&c);
}
"""

LEAKY_BRANCH = """
static volatile unsigned gf2_12_leak_sink;
/* LEAKY on purpose: branches on the bits of the secret a; the volatile store in the taken arm
 * keeps the compiler from if-converting the branch into a cmov. */
gf2_12_t gf2_12_mul(gf2_12_t a, gf2_12_t b)
{
    uint64_t c = 0;
    for (unsigned i = 0; i < 12; i++) {
        if ((a >> i) & 1) {
            c ^= (uint64_t)b << i;
            gf2_12_leak_sink++;
        }
    }
    return gf2_12_reduce(&c);
}
"""

LEAKY_TABLE = """
/* LEAKY on purpose: a 4-bit window table of multiples of b, indexed by the secret a. */
gf2_12_t gf2_12_mul(gf2_12_t a, gf2_12_t b)
{
    uint64_t tbl[16], c = 0;
    tbl[0] = 0;
    for (unsigned v = 1; v < 16; v++) /* public index v: tbl[v] = b * v */
        tbl[v] = tbl[v & (v - 1)] ^ ((uint64_t)b << __builtin_ctz(v));
    for (unsigned i = 0; i < 12; i += 4)
        c ^= tbl[(a >> i) & 15] << i;
    return gf2_12_reduce(&c);
}
"""

_MUL_RE = re.compile(r"/\* a\*b mod f\.[^\n]*\*/\ngf2_12_t gf2_12_mul\(gf2_12_t a, gf2_12_t b\)\n\{.*?\n\}\n", re.S)


def leaky_kernel(d: Path, body: str) -> Path:
    """The gf2_12 c64 kernel (as emitted, but without the batch functions, which would inline the
    planted body into their loops) with gf2_12_mul replaced by `body`."""
    files = generate("x^12+x^3+1", "c64", profile=False, wisdom=ROOT / "configs" / "wisdom.toml").files
    d.mkdir(parents=True, exist_ok=True)
    (d / "gf2_12.h").write_text(files["gf2_12.h"])
    src = files["gf2_12.c"]
    assert len(_MUL_RE.findall(src)) == 1, "emitted gf2_12_mul no longer has the expected shape"
    src = _MUL_RE.sub("", src)
    at = src.index("/* a^-1 mod f")  # after clmul and reduce (the body may call them), before inv (which calls it)
    (d / "gf2_12.c").write_text(src[:at] + body + "\n" + src[at:])
    return d


LEAK_OPTS = ("-O0", "-O2", "-O3")


def _correct(kdir: Path) -> bool:
    """The harness's correctness check (basis pairs + random pairs) passes: the kernel is right."""
    res = harness.run_all(
        kdir, "gf2_12", 0x1009, False, [], bench=False, random_pairs=2000, compilers=["gcc"], max_exhaustive_m=0
    )
    return res.ok


@needs_valgrind
def test_public_loop_is_reported_but_cleared_by_valgrind(tmp_path):
    """No false positive: a loop over a public count is a conditional branch in the object,
    which the scan must see and valgrind must clear."""
    kdir = leaky_kernel(tmp_path / "loop", PUBLIC_LOOP)
    assert _correct(kdir)
    rep = ct.check_constant_time(kdir, "gf2_12", False, [], "c64", api=FIELD_API, compilers=COMPILERS, opt_levels=("-O0", "-O2"))
    _assert_clean(rep)
    for cc in COMPILERS:
        (d,) = [r for r in rep.by_check("disasm") if (r.compiler, r.opt) == (cc, "-O0")]
        branches = [f for f in d.findings if f.kind == "cond-branch"]
        assert branches, f"{cc} -O0: the scan saw no branch of the public loop"
        assert all(f.excused and f.function.startswith("gf2_12_") for f in branches)
    # without valgrind to clear it, the same branch fails the strict scan (the AVX-512 rule)
    strict = ct.check_constant_time(
        kdir, "gf2_12", False, [], "c64", compilers=("gcc",), opt_levels=("-O0",), valgrind=False, dudect=False
    )
    assert not strict.ok and strict.by_check("disasm")[0].status == "fail"


def _assert_pinned(rep: ct.CTReport, vg_kind: str, scan_kind: str) -> None:
    """Every build: valgrind reports vg_kind in gf2_12_mul and the scan fails on a scan_kind
    finding in gf2_12_mul at the very instruction valgrind named."""
    assert not rep.ok, rep.describe()
    builds = {(cc, o) for cc in COMPILERS for o in LEAK_OPTS}
    for cc, opt in sorted(builds):
        (vg,) = [r for r in rep.by_check("valgrind") if (r.compiler, r.opt) == (cc, opt)]
        (da,) = [r for r in rep.by_check("disasm") if (r.compiler, r.opt) == (cc, opt)]
        assert vg.status == "fail", str(vg)
        leaks = [f for f in vg.findings if f.kind == vg_kind]
        assert leaks and all(f.kind == vg_kind for f in vg.findings), str(vg)
        # the source location may carry the build directory, depending on the debug info's paths
        assert all(f.function == "gf2_12_mul" and os.path.basename(f.location).startswith("gf2_12.c:")
                   for f in leaks), leaks
        # gf2_12_inv calls mul, so the compiler may inline the leak there too
        in_mul = ("gf2_12_mul+0x", "gf2_12_inv+0x")
        assert all(f.address.startswith(in_mul) for f in leaks), leaks
        assert da.status == "fail", str(da)
        bad = [f for f in da.findings if not f.excused and f.kind != "stack-check"]
        assert bad and all(f.kind == scan_kind and f.function in ("gf2_12_mul", "gf2_12_inv") for f in bad), bad
        assert {f.address for f in bad} <= {f.address for f in leaks}
        assert all(f"[valgrind: {vg_kind} here]" in f.text for f in bad)
    assert "NOT constant time" in rep.describe()


@needs_valgrind
def test_leaky_branch_caught_by_valgrind_and_scan(tmp_path):
    kdir = leaky_kernel(tmp_path / "branch", LEAKY_BRANCH)
    # it is a correct kernel: only the constant-time checks can tell
    assert _correct(kdir)
    rep = ct.check_constant_time(kdir, "gf2_12", False, [], "c64", api=FIELD_API, compilers=COMPILERS, opt_levels=LEAK_OPTS)
    _assert_pinned(rep, "UninitCondition", "cond-branch")
    assert "Conditional jump or move depends on uninitialised value" in rep.findings("UninitCondition")[0].text


@needs_valgrind
def test_leaky_table_caught_by_valgrind_and_scan(tmp_path):
    kdir = leaky_kernel(tmp_path / "table", LEAKY_TABLE)
    assert _correct(kdir)
    rep = ct.check_constant_time(kdir, "gf2_12", False, [], "c64", api=FIELD_API, compilers=COMPILERS, opt_levels=LEAK_OPTS)
    _assert_pinned(rep, "UninitValue", "indexed-memory")
    assert "Use of uninitialised value of size" in rep.findings("UninitValue")[0].text
    # the table is also *filled* through an indexed store with a public index: valgrind clears it
    assert any(f.excused and f.kind == "indexed-memory" for f in rep.findings(check="disasm"))


def header_only_kernel(src_dir: Path, d: Path) -> Path:
    """A header-only (static inline) variant of the kernel gf2_12 in src_dir, as --header-only
    would emit it: the header's declarations become the .c's definitions."""
    d.mkdir(parents=True, exist_ok=True)
    head = (src_dir / "gf2_12.h").read_text()
    body = (src_dir / "gf2_12.c").read_text().replace('#include "gf2_12.h"', "")
    head = re.sub(r"^(?:void|gf2_12_t|uint64_t) gf2_12_\w+\(.*\);\n", "", head, flags=re.M)
    body = re.sub(r"^(void|gf2_12_t|uint64_t) (gf2_12_\w+\()", r"static inline \1 \2", body, flags=re.M)
    head = head.replace("#endif /* GF2_12_H */", body + "\n#endif /* GF2_12_H */")
    (d / "gf2_12.h").write_text(head)
    return d


@needs_valgrind
def test_header_only_kernels(tmp_path):
    """Header-only kernels are checked through the stub object of extern wrappers (ct_k_*)."""
    clean = header_only_kernel(EMITTED / "gf2_12" / "c64", tmp_path / "clean")
    rep = ct.check_constant_time(clean, "gf2_12", True, [], "c64", api=ct_api(_kernel("gf2_12", "c64")), compilers=COMPILERS,
                                 opt_levels=("-O0", "-O2"))
    _assert_clean(rep)
    assert all("ct_k_mul" in r.data["functions"] for r in rep.by_check("disasm"))
    leaky = header_only_kernel(leaky_kernel(tmp_path / "leaky_c", LEAKY_BRANCH), tmp_path / "leaky")
    rep = ct.check_constant_time(leaky, "gf2_12", True, [], "c64", api=FIELD_API, compilers=COMPILERS, opt_levels=("-O2",))
    assert not rep.ok
    for vg in rep.by_check("valgrind"):
        assert vg.status == "fail" and {f.kind for f in vg.findings} == {"UninitCondition"}
        assert all(f.function == "gf2_12_mul" for f in vg.findings)  # the inlined frame
    for da in rep.by_check("disasm"):
        bad = [f for f in da.findings if not f.excused]
        assert da.status == "fail" and bad
        assert all(f.kind == "cond-branch" and "[valgrind: UninitCondition here]" in f.text for f in bad)


def test_leaky_kernels_without_valgrind_strict_scan_and_dudect(tmp_path):
    """The path used for AVX-512 (no valgrind): the scan alone fails both leaky kernels, and
    the timing test sees the secret-dependent branches."""
    kb = leaky_kernel(tmp_path / "branch", LEAKY_BRANCH)
    rep = ct.check_constant_time(
        kb, "gf2_12", False, [], "c64", api=FIELD_API, compilers=COMPILERS, opt_levels=("-O2",), valgrind=False
    )
    assert not rep.valgrind_used and not rep.by_check("valgrind")
    for da in rep.by_check("disasm"):
        assert da.status == "fail" and "no valgrind verdict" in da.summary
        assert any(f.kind == "cond-branch" and f.function == "gf2_12_mul" and not f.excused for f in da.findings)
    du = rep.by_check("dudect")
    assert len(du) == 2 and all(r.status == "fail" for r in du), [str(r) for r in du]
    assert all(r.data["max_t"] >= ct.DUDECT_THRESHOLD and r.findings[0].kind == "timing-leak" for r in du)

    kt = leaky_kernel(tmp_path / "table", LEAKY_TABLE)
    rep = ct.check_constant_time(
        kt, "gf2_12", False, [], "c64", api=FIELD_API, compilers=COMPILERS, opt_levels=("-O2",), valgrind=False, dudect=False
    )
    for da in rep.by_check("disasm"):
        assert da.status == "fail"
        assert any(f.kind == "indexed-memory" and f.function == "gf2_12_mul" and not f.excused for f in da.findings)


# -- (c) AVX-512: no valgrind; strict scan + dudect --------------------------------------------
@needs_avx512
@pytest.mark.parametrize("name", ["gf2_12", "gf2_571"])
def test_avx512_scan_clean_and_dudect_passes(name):
    """mul, sqr, clmul, reduce are straight-line; N_inv may only branch (its constant-bound squaring
    loops, which valgrind checks on the other ISAs), and the batch entry points on their public loops
    over n; dudect passes; the field family's verdict is OK."""
    kernel = _kernel(name, "avx512")
    verdict = kernel.family.constant_time(kernel, EMITTED / name / "avx512", compilers=COMPILERS, opt_levels=("-O2",))
    rep = verdict.report
    assert not rep.valgrind_used and not rep.by_check("valgrind")
    for da in rep.by_check("disasm"):
        findings = [f for f in da.findings if f.kind != "stack-check"]
        assert all(verdict.loops(f) for f in findings), str(da)
        assert any(fn == f"{name}_mul" for fn in da.data["functions"])
    du = rep.by_check("dudect")
    funcs = 3 if kernel.part("batch") else 1  # mul, and mul_n and mul_const of the batch functions
    assert len(du) == 2 * funcs
    for r in du:
        assert r.status == "pass", str(r)
        assert r.data["enough"] and r.data["measurements"] >= 100_000 and abs(r.data["max_t"]) < ct.DUDECT_THRESHOLD
    assert verdict.ok and "straight-line" in verdict.describe(), verdict.describe()


def test_dudect_times_optimised_builds_only(tmp_path):
    """-O0 builds are scanned but not timed (gen.ct: DUDECT_SKIPS_O0)."""
    rep = ct.check_constant_time(EMITTED / "gf2_12" / "c64", "gf2_12", False, [], "c64", compilers=("gcc",),
                                 opt_levels=("-O0", "-O2"), valgrind=False, dudect_seconds=0.2)
    assert {r.opt for r in rep.by_check("disasm")} == {"-O0", "-O2"}
    assert [r.opt for r in rep.by_check("dudect")] == ["-O2"]


def test_the_all_kernels_sweep_times_only_its_opt_levels_and_scans_every_build():
    """gen --all --ct passes SWEEP_DUDECT_OPT_LEVELS: dudect times those builds; the scan reads all."""
    rep = ct.check_constant_time(EMITTED / "gf2_12" / "c64", "gf2_12", False, [], "c64", compilers=("gcc",),
                                 opt_levels=("-O2", "-O3", "-Os"), valgrind=False, dudect_seconds=0.2,
                                 dudect_opt_levels=ct.SWEEP_DUDECT_OPT_LEVELS)
    assert {r.opt for r in rep.by_check("disasm")} == {"-O2", "-O3", "-Os"}
    assert [(r.opt, r.status) for r in rep.by_check("dudect")] == [("-O2", "pass")]


def test_field_verdict_refuses_a_branch_outside_inv():
    class Report:
        name, isa = "k", "avx512"

        def by_check(self, check):
            return [ct.CheckResult("dudect", "gcc", "-O2", "pass", "ok", data={"max_t": 1.0})]

        def findings(self, check=None):
            return [ct.Finding("cond-branch", "k_inv", "", "jne"), ct.Finding("cond-branch", "k_mul", "", "jne")]

    kernel = generate("x^12+x^3+1", "avx512", name="k", profile=False)
    loops, text = FIELD.ct_loops(kernel)
    verdict = ct.LoopVerdict(Report(), loops, text)
    assert not verdict.ok and "1 findings outside" in verdict.describe()


# -- the scan's other finding kinds, the vacuity guard, setup errors ---------------------------
def test_scan_flags_jump_tables_and_division(tmp_path):
    src = tmp_path / "k.c"
    src.write_text(
        "unsigned sw(unsigned x, unsigned y) { switch (x) { case 0: return y * 3; case 1: return y ^ 77;"
        " case 2: return y << 5; case 3: return y + 7; case 4: return y - 9; case 5: return y * y;"
        " case 6: return ~y; default: return 0; } }\n"
        "unsigned dv(unsigned x, unsigned y) { return x / y; }\n"
        "unsigned long tb(const unsigned long *t, unsigned i) { return t[i & 7]; }\n"
        "unsigned br(unsigned x) { return x ? x * 5 + 1 : 0; }\n"
        "unsigned cm(unsigned x, unsigned y) { return x < y ? x : y; }\n"
    )
    for cc in COMPILERS:
        obj = tmp_path / f"k-{cc}.o"
        subprocess.run([cc, "-O2", "-c", str(src), "-o", str(obj)], check=True)
        scan = ct.scan_object(obj)
        kinds = {(f.kind, f.function) for f in scan["findings"]}
        assert ("indirect-branch", "sw") in kinds, (cc, kinds)  # jump table
        assert ("variable-time", "dv") in kinds, (cc, kinds)
        assert ("indexed-memory", "tb") in kinds, (cc, kinds)
        assert not {k for k, fn in kinds if fn == "cm"}, (cc, kinds)  # cmov is allowed
        assert set(scan["functions"]) >= {"sw", "dv", "tb", "br", "cm"}


@needs_valgrind
def test_vacuous_valgrind_run_is_a_setup_error(tmp_path):
    """A kernel whose output ignores its inputs would pass valgrind trivially: refused."""
    body = "\ngf2_12_t gf2_12_mul(gf2_12_t a, gf2_12_t b)\n{\n    (void)a;\n    (void)b;\n    return 1;\n}\n"
    kdir = leaky_kernel(tmp_path / "vacuous", body)
    with pytest.raises(GenError, match="would prove nothing"):
        ct.check_constant_time(kdir, "gf2_12", False, [], "c64", api=FIELD_API, compilers=("gcc",), opt_levels=("-O2",))


def test_setup_errors(tmp_path):
    with pytest.raises(GenError, match="not found"):
        ct.check_constant_time(EMITTED / "gf2_12" / "c64", "gf2_12", False, [], "c64", compilers=("no-such-cc",))
    with pytest.raises(GenError, match="header"):
        ct.check_constant_time(tmp_path, "gf2_12", False, [], "c64")
    bad = leaky_kernel(tmp_path / "bad", "\nthis is not C;\n")
    with pytest.raises(GenError, match="compiling gf2_12 failed"):
        ct.check_constant_time(bad, "gf2_12", False, [], "c64", compilers=("gcc",), opt_levels=("-O2",), valgrind=False)


def test_valgrind_applies():
    assert ct.valgrind_applies("c64", [])
    assert ct.valgrind_applies("avx2", ["-mavx2", "-mpclmul"])
    assert not ct.valgrind_applies("avx512", get_target("avx512").cflags)
    assert not ct.valgrind_applies("pclmul", ["-msse4.1", "-mpclmul", "-mvpclmulqdq"])
    assert not ct.valgrind_applies("c64", ["-march=native"])
    assert not ct.valgrind_applies("native", [])


# -- dudect's repeat policy (no timing: a scripted runner) ------------------------------------------------
def _scripted(ts: list[float]):
    """A dudect runner that returns these |t| in turn (fail at >= 10) and records the counts it was asked for."""
    from gen.check.ct import CheckResult
    asked: list[int] = []

    def run(k: int) -> CheckResult:
        t = ts[len(asked)]
        asked.append(k)
        return CheckResult("dudect", "gcc", "-O2", "fail" if t >= 10 else "pass", f"max |t| {t}", data={"max_t": t})
    return run, asked


@pytest.mark.parametrize("ts,counts,verdict", [
    ([2.0], [1], "pass"),                      # clean: one run
    ([900.0], [1], "fail"),                    # a certain leak is never repeated
    ([14.0, 8.3], [1, 2], "pass"),             # a noise excursion that the second run does not repeat
    ([12.0, 17.5], [1, 2], "fail"),            # a leak: |t| grows by ~sqrt 2 with twice the count
    ([13.6, 13.6, 2.3], [1, 2, 4], "pass"),    # failed twice without growing: the third run decides
    ([13.6, 13.0, 19.0], [1, 2, 4], "fail"),
])
def test_dudect_repeats_a_near_miss_and_fails_only_what_grows_like_a_leak(ts, counts, verdict):
    from gen.check.ct import dudect_with_repeats
    run, asked = _scripted(ts)
    assert dudect_with_repeats(run).status == verdict
    assert asked == counts
