"""Rings and towers on the foreign ISAs, cross-compiled with both compilers and checked under qemu
exactly as natively (cortex-m4: on bare metal under qemu-system-arm, files through semihosting):
basis pairs of every base kernel, 160 random + structured pairs against the NumPy reference, in-place
and scratch forms, guard words, mul_sparse; towers on all basis pairs, or where that is too slow to
emulate (gen.tower.tower_proof: the m = 13 McEliece towers, and every McEliece tower on cortex-m4) by the
compositional proof: the packing and the slot fold + unpack on basis vectors, the ring product as every
ring kernel.

CI runs a representative subset of the emitted ring and tower kernels under emulation (CI_RINGS,
CI_TOWERS: the ring templates on BIKE-L1, the smallest ring, on every foreign ISA but neon, whose ring
template neon-sha3 shares (with EOR3 and its own base-kernel plans; neon's planted bugs run below); the
McEliece-348864 tower on all its basis pairs on rv64-zbc and by the compositional proof on cortex-m4,
McEliece-460896 by the compositional proof on neon-sha3; small towers on all basis pairs on three ISAs), because checking all
of them takes about 40 minutes of emulation on one core (4.2 to 8.4 minutes per ISA).
`gen --all --isa I` checks every config when it regenerates them.
"""
from __future__ import annotations

import functools
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import gen
from gen.check.driver import HARNESS_DIR, build_driver, target_options
from gen.errors import GenError
from gen.families.ring.check import build, check_ring, run_basis
from gen.families.tower import slot_vectors, tower_proof
from gen.families.tower.check import check_tower
from gen.isa import get_target, host_supports
from gen.pipeline import summary, write
from gen.project import Project, load_config

ROOT = Path(__file__).resolve().parent.parent
PROJECT = Project(ROOT)
EMITTED_DIR = PROJECT.emitted_dir
generate_ring = functools.partial(gen.generate, family_name="ring", profile=False)


def generate_tower(base: str, ext: str, isa: str, **kw):
    return gen.generate({"tower": base, "ext": ext}, isa, family_name="tower", profile=False, **kw)
FOREIGN = ("neon", "neon-sha3", "neon-nopmull", "rv64-zbc", "rvv-zvbc", "cortex-m4")


def _skip_unless_runnable(isa: str) -> None:
    if not host_supports(get_target(isa)):
        pytest.skip(f"{isa}: cross toolchain or emulator missing ({get_target(isa).install_hint()})")


def _staged(kernel, where: Path) -> Path:
    where.mkdir(parents=True, exist_ok=True)
    for name, text in kernel.all_files().items():
        (where / name).write_text(text)
    return where


def _check_ring_dir(kdir: Path, kernel):
    t, rec = kernel.target, kernel.design.recursion
    return check_ring(kdir, kernel.spec, kernel.sym, False, list(t.cflags), rec.base_sizes(), do_bench=False,
                      dual_base_sizes=rec.dual_base_sizes(), **target_options(t).as_kwargs())


def _check_tower_dir(kdir: Path, kernel):
    t, ring = kernel.target, kernel.design.ring_kernel
    opts = target_options(t).as_kwargs()
    rres = check_ring(kdir, ring.spec, ring.sym, True, list(t.cflags), ring.design.recursion.base_sizes(), do_bench=False,
                      **opts)
    return rres, check_tower(kdir, kernel.spec, kernel.sym, False, list(t.cflags), do_bench=False,
                             proof=tower_proof(kernel.spec, t), **opts)


# -- what is emitted -------------------------------------------------------------------------------
def test_every_ring_and_tower_config_lists_every_foreign_isa_and_is_emitted():
    for cfg in (*PROJECT.configs_of("ring"), *PROJECT.configs_of("tower")):
        assert set(FOREIGN) <= set(cfg.isas), cfg.name
        for isa in FOREIGN:
            header = (EMITTED_DIR / cfg.name / isa / f"{cfg.name}.h").read_text()
            label = get_target(isa).emulator_label
            assert f"ISA: {isa} (" in header and f" under {label}" in header, (cfg.name, isa)
            assert f"Compile with: {' '.join(get_target(isa).cflags)}" in header


# -- the representative subset under emulation ----------------------------------------------------
CI_RINGS = [("bike_l1_ring", isa) for isa in FOREIGN if isa != "neon"]  # time: neon-sha3 runs the NEON template
CI_TOWERS = [("mceliece348864_tower", "rv64-zbc"), ("mceliece348864_tower", "cortex-m4"),
             ("mceliece460896_tower", "neon-sha3")]


@pytest.mark.parametrize("name, isa", CI_RINGS, ids=[f"{n}-{i}" for n, i in CI_RINGS])
def test_emitted_foreign_ring_is_checked_under_emulation(name, isa):
    _skip_unless_runnable(isa)
    cfg = load_config(ROOT / "configs" / f"{name}.toml")
    kernel = generate_ring(cfg.spec, isa, name=cfg.name)
    res = _check_ring_dir(EMITTED_DIR / name / isa, kernel)
    t = kernel.target
    assert res.compilers == list(t.compilers) and len(t.compilers) == (1 if isa == "rvv-zvbc" else 2)
    assert res.emulator == t.emulator_label and res.bench == {}
    assert res.counts["basis_pairs"] == sum((64 * s) ** 2 for s in kernel.design.recursion.base_sizes())
    assert res.counts["pairs"] == 165


@pytest.mark.parametrize("name, isa", CI_TOWERS, ids=[f"{n}-{i}" for n, i in CI_TOWERS])
def test_emitted_foreign_tower_is_proved_under_emulation(name, isa):
    _skip_unless_runnable(isa)
    cfg = load_config(ROOT / "configs" / f"{name}.toml")
    kernel = gen.generate(cfg.spec, isa, name=cfg.name, profile=False)
    _, res = _check_tower_dir(EMITTED_DIR / name / isa, kernel)
    if tower_proof(kernel.spec, kernel.target) == "basis":
        assert (res.counts["basis_pairs"], res.counts["linear_vectors"]) == ((cfg.spec.m * kernel.spec.t) ** 2, 0)
    else:
        assert (res.counts["basis_pairs"], res.counts["linear_vectors"]) == (0, slot_vectors(kernel.spec))
    assert res.emulator == kernel.target.emulator_label and res.bench == {}


def test_emitted_tower_headers_name_the_proof_that_was_run():
    """Basis pairs where emulating them is affordable; the compositional proof for the m = 13 McEliece
    towers under qemu-user and for every McEliece tower on cortex-m4 (natively: always all basis pairs)."""
    for cfg in PROJECT.configs_of("tower"):
        pairs = (cfg.spec.m * cfg.spec.t) ** 2
        for isa in cfg.isas:
            header = (EMITTED_DIR / cfg.name / isa / f"{cfg.name}.h").read_text()
            compositional = isa == "cortex-m4" or (isa in FOREIGN and pairs > 1 << 20)
            assert ("a compositional proof" in header) == compositional, (cfg.name, isa)
            assert (f"on all {pairs} pairs of basis vectors" in header) == (not compositional), (cfg.name, isa)


@pytest.mark.parametrize("isa", ["cortex-m4", "rvv-zvbc", "neon-nopmull"])
def test_a_small_tower_is_proved_on_bare_metal_and_under_qemu_user(tmp_path, isa):
    _skip_unless_runnable(isa)
    k = write(generate_tower("x^4+x+1", "y^5+y^2+1", isa), tmp_path / "k")  # GF(16)[y]/F, ring of 3 words
    assert k.harness.counts["basis_pairs"] == 20 ** 2 and k.harness.counts["random_pairs"] == 24
    text = summary(k)
    assert f"run under {k.target.emulator_label}" in text and "measured" not in text


# -- planted bugs are caught under emulation --------------------------------------------------------
def _plant_fold(text: str) -> str:
    assert "<< 4);" in text  # x^700 - 1: 700 = 64 * 10 + 60, the fold's funnel shift by 64 - 60
    return text.replace("<< 4);", "<< 5);", 1)


def _plant_base(text: str, kernel) -> str:
    base = kernel.design.bases[0]
    marker = f"static inline void {base.fn_name}("
    head, tail = text.split(marker)
    end = tail.index("\n}\n")
    return head + marker + tail[:end] + "\n    c[0] ^= a[0] & b[0] & 1;" + tail[end:]  # bilinear, wrong on e0*e0


@pytest.mark.parametrize("isa", FOREIGN)
@pytest.mark.parametrize("bug", ["fold", "base kernel"])
def test_a_planted_ring_bug_is_caught_under_emulation_and_nothing_is_written(tmp_path, isa, bug):
    _skip_unless_runnable(isa)
    kernel = generate_ring("x^700-1", isa)
    src = f"{kernel.sym}.c"
    kernel.files[src] = _plant_fold(kernel.files[src]) if bug == "fold" else _plant_base(kernel.files[src], kernel)
    # the random pairs run first (a wrong base kernel may show as sqr(a) != mul(a, a) there), then the basis pairs
    with pytest.raises(GenError, match="ring kernel is wrong|ring check failed: ring harness: |base kernel of .* is wrong"):
        write(kernel, tmp_path / "k", bench=False)
    assert not (tmp_path / "k").exists()


def test_the_basis_check_alone_catches_a_wrong_base_kernel_on_bare_metal(tmp_path):
    _skip_unless_runnable("cortex-m4")
    kernel = generate_ring("x^700-1", "cortex-m4")
    _staged(kernel, tmp_path)
    src = tmp_path / f"{kernel.sym}.c"
    src.write_text(_plant_base(src.read_text(), kernel))
    opts = target_options(kernel.target)
    cc = "arm-none-eabi-gcc"
    exe = build(tmp_path, kernel.sym, False, list(kernel.target.cflags), cc, tmp_path / "drv.elf",
                kernel.design.recursion.base_sizes(), (), opts.extra(cc))
    with pytest.raises(GenError, match=f"base kernel of {kernel.design.bases[0].size} words is wrong on 1 basis pairs"):
        run_basis(exe, opts.runner)


@pytest.mark.parametrize("isa", ["cortex-m4", "neon-sha3"])
def test_a_planted_tower_slot_fold_bug_is_caught_under_emulation(tmp_path, isa):
    _skip_unless_runnable(isa)
    kernel = generate_tower("x^4+x+1", "y^5+y^2+1", isa)
    name = f"{kernel.sym}.c"
    assert "^ (h << 1) ^ h;" in kernel.files[name]  # f = x^4 + x + 1: h * (x + 1)
    kernel.files[name] = kernel.files[name].replace("^ (h << 1) ^ h;", "^ (h << 1);", 1)
    with pytest.raises(GenError, match="tower check failed: tower harness: mul is wrong on a basis pair"):
        write(kernel, tmp_path / "k", bench=False)
    assert not (tmp_path / "k").exists()


@pytest.mark.parametrize("bug", ["pack", "slot fold"])
def test_the_compositional_tower_proof_catches_a_planted_bug_on_bare_metal(tmp_path, bug):
    """Each part the compositional proof covers on its own (the ring product is checked as a ring)."""
    _skip_unless_runnable("cortex-m4")
    kernel = generate_tower("x^4+x+1", "y^5+y^2+1", "cortex-m4")
    name = f"{kernel.sym}.c"
    old, new = (("pb[2] = b[4];", "pb[2] = b[4] ^ (b[4] >> 3);") if bug == "pack" else
                ("^ (h << 1) ^ h;", "^ (h << 1);"))
    assert old in kernel.files[name]
    kernel.files[name] = kernel.files[name].replace(old, new, 1)
    kdir = _staged(kernel, tmp_path)
    with pytest.raises(GenError, match=f"tower check failed: tower harness: {bug} is wrong on a basis vector"):
        check_tower(kdir, kernel.spec, kernel.sym, False, list(kernel.target.cflags), do_bench=False,
                    proof="compositional", **target_options(kernel.target).as_kwargs())


# -- code the checks cannot see: instructions -----------------------------------------------------
def test_cortex_m4_rings_and_towers_have_no_conditional_execution(tmp_path):
    """No IT blocks (predicated instructions) anywhere in the Cortex-M4 ring and tower code, mul_sparse's
    secret positions included, at -O2/-O3/-Os under both compilers; loops branch on public bounds only."""
    t = get_target("cortex-m4")
    if not all(shutil.which(c) for c in (*t.compilers, "arm-none-eabi-objdump")):
        pytest.skip("cortex-m4 compilers or arm-none-eabi-objdump missing")
    ring = generate_ring("x^1000-1", "cortex-m4")
    tower = generate_tower("x^12+x^3+1", "y^64+y^3+y+z", "cortex-m4")
    runtime = HARNESS_DIR / "baremetal" / "include"
    for kernel, functions in ((ring, ("_mul_sparse", "_mul", "_sqr", "_reduce")), (tower, ("_mul",))):
        kdir = _staged(kernel, tmp_path / kernel.sym)
        for cc in t.compilers:
            for opt in ("-O2", "-O3", "-Os"):
                obj = kdir / f"k-{Path(cc).name}{opt}.o"
                subprocess.run([cc, *t.cc_flags(cc), opt, *t.cflags, "-ffreestanding", "-isystem", str(runtime),
                                "-I", str(kdir), "-c", str(kdir / f"{kernel.sym}.c"), "-o", str(obj)], check=True)
                asm = subprocess.run(["arm-none-eabi-objdump", "-d", str(obj)], capture_output=True, text=True,
                                     check=True).stdout
                assert all(f"<{kernel.sym}{fn}>:" in asm for fn in functions)
                assert not re.search(r"\tit[et]*\t", asm), f"{kernel.sym}, {cc} {opt}: an IT block"


def _objdump_aarch64(obj: Path) -> str:
    return subprocess.run(["aarch64-linux-gnu-objdump", "-d", str(obj)], capture_output=True, text=True,
                          check=True).stdout


@pytest.mark.parametrize("name", ["gf2_571", "hqc128_ring"])
def test_neon_sha3_code_holds_eor3_and_plain_neon_none(tmp_path, name):
    """neon-sha3's double-word XOR chains are EOR3 in the object code (both compilers); the plain neon
    kernels of the same config have none, so they still run on ARMv8.0 cores."""
    for isa, want in (("neon-sha3", True), ("neon", False)):
        t = get_target(isa)
        for cc in t.compilers:
            if not shutil.which(cc):
                pytest.skip(f"{cc} missing")
            obj = tmp_path / f"{isa}-{Path(cc).name}.o"
            kdir = EMITTED_DIR / name / isa
            subprocess.run([cc, *t.cc_flags(cc), "-O2", *[f for f in t.cflags if f != "-static"], "-I", str(kdir),
                            "-c", str(kdir / f"{name}.c"), "-o", str(obj)], check=True)
            eor3 = len(re.findall(r"\teor3\t", _objdump_aarch64(obj)))
            assert (eor3 > 10) == want, (isa, cc, eor3)
        if want:
            assert "veor3q_u64(" in (EMITTED_DIR / name / isa / f"{name}.c").read_text()


def test_neon_sha3_kernels_need_the_sha3_extension_to_run(tmp_path):
    """The checked driver dies with SIGILL on a core without SHA3 (qemu -cpu cortex-a72): the EOR3
    instructions really run when it is checked under -cpu max."""
    t = get_target("neon-sha3")
    _skip_unless_runnable("neon-sha3")
    k = generate_ring("x^1000-1", "neon-sha3")
    _staged(k, tmp_path)
    exe = build_driver(HARNESS_DIR / "ring_harness.c", tmp_path, k.sym, False, list(t.cflags),
                               t.compilers[0], tmp_path / "drv", (f"-DGEN_BASES(X)=X({k.design.recursion.base_sizes()[0]})",))
    ok = subprocess.run(["qemu-aarch64", "-cpu", "max", str(exe), "basis"], capture_output=True, text=True)
    assert ok.returncode == 0 and "basis_pairs" in ok.stdout
    old = subprocess.run(["qemu-aarch64", "-cpu", "cortex-a72", str(exe), "basis"], capture_output=True, text=True)
    assert old.returncode in (-4, 132), old  # SIGILL


# -- bad input ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("args", [["--ring", "x^700-1", "--isa", "neon-sha3"],
                                  ["--tower", "x^12+x^3+1", "--ext", "y^64+y^3+y+z", "--isa", "cortex-m4"]])
def test_a_missing_cross_toolchain_is_one_line_naming_the_packages(tmp_path, args):
    empty = tmp_path / "bin"
    empty.mkdir()
    r = subprocess.run([sys.executable, "-m", "gen", *args, "--out", str(tmp_path / "o")], capture_output=True,
                       text=True, cwd=ROOT, env={"PATH": str(empty), "HOME": str(tmp_path)}, timeout=300)
    assert r.returncode == 2 and r.stdout == ""
    [line] = r.stderr.strip().splitlines()
    assert f"apt-get install {' '.join(get_target(args[-1]).packages)}" in line
    assert not (tmp_path / "o").exists()
