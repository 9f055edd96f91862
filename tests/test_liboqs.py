"""integrations/liboqs.py's pure parts: where gen's files go in the liboqs tree, the CMake lines that
give them their flags, the builds' names, the timing table and goals, and the profile's grouping.
Nothing here builds or fetches anything (the end-to-end run is `python3 integrations/liboqs.py`)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "integrations"))

import liboqs  # noqa: E402
import toolchain as tc  # noqa: E402
from schemes import HQC  # noqa: E402

CLEAN_FILES = {"api.h", "code.c", "gf.c", "gf.h", "gf2x.c", "gf2x.h", "hqc.c", "kem.c", "vector.c", "parameters.h",
               "reed_muller.c"}
HQC128 = HQC.level("128")


def test_overlay_replaces_gf2x_vector_and_gf_and_adds_the_kernel_headers():
    emitted = [Path("/e/gf2x.c"), Path("/e/ring_17669.h"), Path("/e/vector.c"), Path("/f/gf.c"), Path("/f/gf2_8.h")]
    plan = liboqs.overlay_plan(HQC128, emitted, CLEAN_FILES)
    d = "src/kem/hqc/pqclean_hqc-128_clean"
    assert plan == {f"{d}/gf2x.c": emitted[0], f"{d}/ring_17669.h": emitted[1], f"{d}/vector.c": emitted[2],
                    f"{d}/gf.c": emitted[3], f"{d}/gf2_8.h": emitted[4]}


@pytest.mark.parametrize("name, existing, words", [
    ("reed_muller.c", CLEAN_FILES, "not one of the files replaced"),  # gen may replace gf2x.c, gf.c, vector.c only
    ("gf.c", CLEAN_FILES - {"gf.c"}, "has no gf.c to replace"),      # a replaced file must be there
    ("gf2x.h", CLEAN_FILES, "would shadow"),                         # a header may not hide the scheme's
])
def test_overlay_refuses_what_does_not_belong(name, existing, words):
    with pytest.raises(tc.CheckFailed, match=words):
        liboqs.overlay_plan(HQC128, [Path("/e") / name], existing)


def test_cmake_lines_give_only_the_replaced_files_the_isa_flags():
    text = liboqs.isa_flags_cmake(["pqclean_hqc-128_clean/gf.c", "pqclean_hqc-128_clean/gf2x.c"], ("-mavx2", "-mpclmul"))
    assert ('set_source_files_properties(pqclean_hqc-128_clean/gf.c pqclean_hqc-128_clean/gf2x.c '
            'PROPERTIES COMPILE_OPTIONS "-mavx2;-mpclmul")') in text
    assert text.startswith("\n#")  # appended after the file's last line, as a comment-led block


def test_ring_degrees_and_names_follow_the_levels():
    assert [liboqs.ring_degree(lv) for lv in HQC.levels] == [17669, 35851, 57637]
    assert [liboqs.liboqs_name(lv) for lv in HQC.levels] == ["HQC-128", "HQC-192", "HQC-256"]
    assert liboqs.impl_dir(HQC.level("256")) == "src/kem/hqc/pqclean_hqc-256_clean"


def test_build_labels_prefixes_and_references():
    shipped = liboqs.Build("portable", None, Path("/b"))
    gen = liboqs.Build("portable", "avx2-vpclmul", Path("/b"))
    native = liboqs.Build("native", "avx512", Path("/b"))
    assert (shipped.label, shipped.prefix) == ("liboqs", "")  # the reference keeps its symbol names
    assert (gen.label, gen.prefix, gen.dirname) == ("liboqs+gen:avx2-vpclmul", "LIBOQS_GEN_AVX2_VPCLMUL_",
                                                    "liboqs+gen-avx2-vpclmul")
    assert (native.label, native.prefix) == ("liboqs-native+gen:avx512", "LIBOQS_NATIVE_GEN_AVX512_")
    assert liboqs.reference_of(native.label) == "liboqs-native"
    assert liboqs.describe(native.label) == "liboqs -march=native + gen avx512"
    assert liboqs.describe("liboqs") == "liboqs as shipped"


def test_configs_put_portable_first():
    assert liboqs.pick_configs(None, quick=False) == ["portable", "native"]
    assert liboqs.pick_configs(None, quick=True) == ["portable"]
    assert liboqs.pick_configs("native", quick=False) == ["portable", "native"]
    with pytest.raises(SystemExit):
        liboqs.pick_configs("fast", quick=False)


DRIVER_OUTPUT = """TSC_HZ 2000000000
CONTENDERS liboqs liboqs+gen:avx512 hqc-rmrs-avx2-2020
TIME keypair 3000000 60000 400000
TIME decaps 9000000 240000 640000
"""


def test_timing_table_has_microseconds_ticks_and_both_ratios():
    rows, hz = liboqs.parse_driver_timing(DRIVER_OUTPUT.splitlines(), "hqc-128")
    assert hz == 2e9 and len(rows) == 6
    table = liboqs.speedup_table(rows, hz)
    assert table[0].startswith("| level | op | implementation | µs | ticks |")
    gen_decaps = next(ln for ln in table if "decaps" in ln and "gen avx512" in ln)
    assert "| 120.0 | 240.0k | **37.5x** | **2.67x** |" in gen_decaps
    old = next(ln for ln in table if "decaps" in ln and "2020" in ln)
    assert old.endswith("| 320.0 | 640.0k | - | 1.00x |")  # no liboqs ratio for the other spec version


def test_goals_say_met_or_not():
    rows, _ = liboqs.parse_driver_timing(DRIVER_OUTPUT.splitlines(), "hqc-128")
    lines = liboqs.goal_lines(rows, "avx512")
    assert "2.67x faster (goal at least 2.5x: met)" in lines[0]
    assert "37.50x faster (goal at least 20x: met)" in lines[1]
    slow = [r if r.contender != "liboqs+gen:avx512" else liboqs.Timing(r.level, r.op, r.contender, 300000)
            for r in rows]
    assert "NOT met" in liboqs.goal_lines(slow, "avx512")[0]


def test_timing_lines_must_match_the_contenders():
    with pytest.raises(tc.CheckFailed):
        liboqs.parse_driver_timing(["CONTENDERS a b", "TIME decaps 1 2 3"], "hqc-128")


PERF_REPORT = """# Samples: 1K of event 'cpu-clock'
#
    36.14%  [.] LIBOQS_GEN_AVX512_PQCLEAN_HQC128_CLEAN_vect_set_random_fixed_weight
    19.07%  [.] __KeccakF1600
    12.60%  [.] LIBOQS_GEN_AVX512_PQCLEAN_HQC128_CLEAN_reed_muller_decode
     5.97%  [.] LIBOQS_GEN_AVX512_PQCLEAN_HQC128_CLEAN_gf_mul
     4.85%  [.] ring_17669_priv_b24
     2.00%  [.] HQC2020_aes256_ecb
     1.73%  [.] LIBOQS_GEN_AVX512_PQCLEAN_HQC128_CLEAN_seedexpander
     0.33%  [k] irqentry_exit_to_user_mode
     0.11%  [.] memcpy
"""


def test_profile_groups_symbols_by_what_they_do():
    samples = liboqs.parse_perf_report(PERF_REPORT)
    assert samples[0] == (36.14, "LIBOQS_GEN_AVX512_PQCLEAN_HQC128_CLEAN_vect_set_random_fixed_weight")
    assert samples[-2] == (0.33, "[kernel] irqentry_exit_to_user_mode")
    shares = liboqs.categorise(samples, ("LIBOQS_GEN_AVX512_", "HQC2020_"))
    assert list(shares)[-1] == liboqs.OTHER
    by_word = {name.split()[0]: pct for name, pct in shares.items()}
    assert by_word["SHA3/SHA-2"] == pytest.approx(19.07 + 1.73)  # HQC 2023's seedexpander is SHAKE
    assert by_word["AES"] == pytest.approx(2.00)
    assert by_word["ring"] == pytest.approx(4.85)
    assert by_word["fixed-weight"] == pytest.approx(36.14)
    assert by_word["Reed-Muller"] == pytest.approx(12.60)
    assert by_word["Reed-Solomon"] == pytest.approx(5.97)
    assert shares[liboqs.OTHER] == pytest.approx(0.33 + 0.11)
