"""Every emitted kernel compiles warning-free under gcc and clang and is correct (harness)."""
from pathlib import Path

import pytest

import gen
from gen.check.driver import find_compilers, target_options
from gen.families.field import check as harness
from gen.isa import get_target, host_supports
from gen.pipeline import write
from gen.project import Project

PROJECT = Project(Path(__file__).resolve().parent.parent)
EMITTED_DIR = PROJECT.emitted_dir
FIELD_CONFIGS = PROJECT.configs_of("field")
JOBS = [(c, isa) for c in FIELD_CONFIGS for isa in c.isas]


@pytest.mark.parametrize("cfg, isa", JOBS, ids=[f"{c.name}-{i}" for c, i in JOBS])
def test_emitted_kernel_compiles_and_is_correct(cfg, isa):
    target = get_target(isa)
    if not host_supports(target):
        pytest.skip(f"host cannot run {isa}")
    result = harness.run_all(EMITTED_DIR / cfg.name / isa, cfg.name, cfg.spec.modulus, False,
                             list(target.cflags), bench=False,
                             **target_options(target).as_kwargs())
    assert result.ok and set(result.checks) == set(target.compilers or find_compilers())
    check = next(iter(result.checks.values()))
    if cfg.spec.m <= 16:
        assert check["exhaustive"] and check["exhaustive_pairs"] == 4 ** cfg.spec.m
    else:
        assert check["random_pairs"] >= 100_000 and check["basis_cases"] >= cfg.spec.m ** 2


@pytest.mark.parametrize("spec", ["x^4+x+1", "x^13+x^4+x^3+x+1", "x^33+x^13+1", "x^63+x+1",
                                  "x^128+x^7+x^2+x+1", "x^233+x^74+1"])
def test_c32_kernels_are_correct(spec, tmp_path):
    kernel = write(gen.generate(spec, "c32"), tmp_path / "k", bench=False)
    assert kernel.harness.ok


@pytest.mark.parametrize("isa", ["c64", "avx512"])
def test_header_only_kernels_are_correct(isa, tmp_path):
    if not host_supports(get_target(isa)):
        pytest.skip(f"host cannot run {isa}")
    kernel = write(gen.generate("x^163+x^7+x^6+x^3+1", isa, header_only=True, prefix="ecc_"),
                   tmp_path / "k", bench=False)
    assert kernel.harness.ok and list(kernel.files) == ["ecc_gf2_163.h"]


SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-g"]


@pytest.mark.parametrize("isa", ["c64", "c32"])
@pytest.mark.parametrize("cfg", FIELD_CONFIGS, ids=lambda c: c.name)
def test_portable_kernels_are_clean_under_asan_and_ubsan(cfg, isa, tmp_path):
    """ASan + UBSan (gcc and clang) on the portable kernels: no out-of-bounds access, no undefined
    shift or overflow, with the driver's guard words around every output buffer."""
    kernel = gen.generate(cfg.spec, isa, name=cfg.name)
    for fname, text in kernel.files.items():
        (tmp_path / fname).write_text(text)
    result = harness.run_all(tmp_path, cfg.name, cfg.spec.modulus, False, SANITIZE, bench=False,
                             random_pairs=20_000, max_exhaustive_m=10)
    assert result.ok and len(result.checks) == len(find_compilers())
