"""What run.py needs to know about each scheme: where its sources come from, which of its files
the emitted kernels replace (and which function definitions they take over from the files they do
not replace), how gen is asked for them, on which ISAs, how its KAT is built, which driver runs the
in-process checks and how much each check does. A scheme is one `Scheme` entry in SCHEMES.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

CONFIGS = Path(__file__).resolve().parent.parent / "configs"  # this checkout's configs/


@dataclass(frozen=True)
class Effort:
    """How much each check does."""

    identity: int      # keypair/enc/dec rounds per level x ISA
    functions: int     # random pairs for the big product (decoder trials: see the driver)
    rounds: int        # timing rounds (0: no timing)


@dataclass(frozen=True)
class Level:
    """One parameter set of a scheme, e.g. hqc-128."""

    name: str          # as on the command line and in the table: "hqc-128"
    key: str           # what --levels selects: "128"
    impl_dir: str      # the implementation, relative to the crate's pqclean/ tree
    meta: str          # META.yml holding nistkat-sha256, relative to pqclean/
    namespace: str     # prefix of every exported symbol: "PQCLEAN_HQC128_CLEAN_"
    gen_specs: tuple[tuple[str, ...], ...]  # one argument list per gen call (before --isa/--out)


@dataclass(frozen=True)
class Scheme:
    """A PQClean scheme, its emitted-kernel ABI and its checks."""

    name: str
    crate: str
    version: str                 # pinned: "=<version>" in the fetch manifest
    abi: str                     # gen --abi value
    replaced: tuple[str, ...]    # implementation files the emitted .c files replace
    levels: tuple[Level, ...]
    isas: tuple[str, ...]        # the gen ISAs it is built for (those the host runs)
    # the implementation's own compile flags (its Makefile's CFLAGS, minus -I)
    cflags: tuple[str, ...]
    # the KAT program, as pqclean/test/Makefile's nistkat target builds it
    kat_sources: tuple[str, ...]
    kat_cflags: tuple[str, ...]
    common_sources: tuple[str, ...]
    driver: str                  # C file next to this one, linking both builds (see run.py)
    # symbols of the patched build that the driver calls: must stay exported under the namespace
    exported: tuple[str, ...] = field(default_factory=tuple)
    # emitted .c files the implementation did not have (they define functions taken from others)
    added: tuple[str, ...] = ()
    # (implementation file, functions without the namespace): definitions removed from the patched
    # copy because an added file defines them
    stripped: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # (emitted .c file only some ISAs get, implementation file, functions): definitions removed from the
    # patched copy when gen emitted that file
    stripped_with: tuple[tuple[str, str, tuple[str, ...]], ...] = ()
    full: Effort = Effort(identity=100, functions=200, rounds=31)
    quick: Effort = Effort(identity=5, functions=20, rounds=0)
    quick_levels: tuple[str, ...] = ()  # --quick runs these levels only (default: all)
    checks: str = ""             # what the driver's identity and functions modes check, for the report
    timing: str = ""             # how the driver's timing mode counts, for the report

    def level(self, key: str) -> Level:
        for lvl in self.levels:
            if lvl.key == key:
                return lvl
        known = ", ".join(lvl.key for lvl in self.levels)
        raise KeyError(f"{self.name} has no level {key!r} (known: {known})")


PQCLEAN_CFLAGS = ("-O3", "-Wall", "-Wextra", "-Wpedantic", "-Wshadow", "-Wvla", "-Werror",
                  "-Wredundant-decls", "-Wmissing-prototypes", "-std=c99")
PQCLEAN_TEST_CFLAGS = ("-O3", "-Wall", "-Wextra", "-Wpedantic", "-Wvla", "-Werror", "-std=c99",
                       "-Wundef", "-Wshadow", "-Wcast-align", "-Wpointer-arith",
                       "-Wmissing-prototypes", "-fstrict-aliasing", "-fno-common", "-pipe")
PQCLEAN_COMMON = ("common/aes.c", "common/sha2.c", "common/fips202.c",
                  "common/nistseedexpander.c", "common/sp800-185.c")

X86_CARRYLESS_ISAS = ("pclmul", "avx2", "avx2-vpclmul", "avx512")

HQC_GF_FIELD = "x^8+x^4+x^3+x^2+1"  # PARAM_GF_POLY 0x11D, all three levels


def _hqc_level(bits: int, n: int) -> Level:
    ns = f"PQCLEAN_HQC{bits}_CLEAN_"
    return Level(
        name=f"hqc-{bits}", key=str(bits),
        impl_dir=f"crypto_kem/hqc-{bits}/clean", meta=f"crypto_kem/hqc-{bits}/META.yml",
        namespace=ns,
        gen_specs=(("--ring", f"x^{n}-1", "--namespace", ns),
                   ("--field", HQC_GF_FIELD, "--namespace", ns)),
    )


HQC = Scheme(
    name="hqc", crate="pqcrypto-hqc", version="0.2.2", abi="pqclean-hqc",
    replaced=("gf2x.c", "gf.c", "vector.c"),
    levels=(_hqc_level(128, 17669), _hqc_level(192, 35851), _hqc_level(256, 57637)),
    isas=X86_CARRYLESS_ISAS,
    cflags=PQCLEAN_CFLAGS,
    kat_sources=("test/crypto_kem/hqckat.c", "test/common/hqckatrng.c"),
    kat_cflags=PQCLEAN_TEST_CFLAGS,
    common_sources=PQCLEAN_COMMON,
    driver="hqc_driver.c",
    exported=("crypto_kem_keypair", "crypto_kem_enc", "crypto_kem_dec", "vect_mul", "gf_mul",
              "gf_square", "gf_inverse", "reed_solomon_encode", "reed_solomon_decode"),
    checks="{identity} keypair/enc/dec rounds byte-identical in one process (and tampered ciphertexts "
           "rejected identically), {functions} random + structured vect_mul pairs, GF(2^8) exhaustive, "
           "{rs} Reed-Solomon decodes with up to delta errors",
    timing="median of {rounds} interleaved rounds (vect_mul, rs_decode: {more})",
)

# Classic McEliece: GF(2^m) and the tower GF(2^m)[y]/F(y) of each parameter set; the "f" variants
# differ only in key generation (semi-systematic form) and share gf.c with the plain ones
MCELIECE_SETS = (
    ("348864", "x^12+x^3+1", "y^64+y^3+y+z"),
    ("460896", "x^13+x^4+x^3+x+1", "y^96+y^10+y^9+y^6+1"),
    ("6688128", "x^13+x^4+x^3+x+1", "y^128+y^7+y^2+y+1"),
    ("6960119", "x^13+x^4+x^3+x+1", "y^119+y^8+1"),
    ("8192128", "x^13+x^4+x^3+x+1", "y^128+y^7+y^2+y+1"),
)


def _mceliece_level(params: str, field_: str, ext: str) -> Level:
    return Level(
        name=f"mceliece{params}", key=params,
        impl_dir=f"crypto_kem/mceliece{params}/clean", meta=f"crypto_kem/mceliece{params}/META.yml",
        namespace=f"PQCLEAN_MCELIECE{params.upper()}_CLEAN_",
        gen_specs=(("--tower", field_, "--ext", ext),),
    )


MCELIECE = Scheme(
    name="mceliece", crate="pqcrypto-classicmceliece", version="0.2.1", abi="pqclean-mceliece",
    replaced=("gf.c",),
    levels=tuple(_mceliece_level(p + f, fld, ext) for p, fld, ext in MCELIECE_SETS for f in ("", "f")),
    isas=X86_CARRYLESS_ISAS,
    cflags=("-O3", "-std=c99", "-Wall", "-Wextra", "-pedantic", "-Werror", "-Wpedantic",
            "-Wredundant-decls", "-Wcast-align", "-Wmissing-prototypes"),
    kat_sources=("test/crypto_kem/nistkat.c", "test/common/nistkatrng.c"),
    kat_cflags=PQCLEAN_TEST_CFLAGS,
    common_sources=PQCLEAN_COMMON,
    driver="mceliece_driver.c",
    exported=("crypto_kem_keypair", "crypto_kem_enc", "crypto_kem_dec", "gf_iszero", "gf_add", "gf_mul",
              "gf_frac", "gf_inv", "GF_mul", "synd", "bm", "root"),
    # key generation takes 10^8..10^9 ticks: fewer KEM rounds than HQC
    full=Effort(identity=10, functions=100, rounds=15),
    quick=Effort(identity=1, functions=10, rounds=0),
    quick_levels=("348864", "460896"),
    checks="{identity} keypair/enc/dec rounds byte-identical in one process (and tampered ciphertexts "
           "rejected identically), gf_mul on all pairs, gf_inv/gf_iszero on all elements, gf_frac on every "
           "denominator, {functions} random + structured GF_mul pairs, synd/bm/root on {decoder} random inputs",
    timing="medians of interleaved rounds ({rounds} for enc/dec, {fewer} for keypair, {more} for the kernels; "
           "gf_mul and gf_inv per call over a batch of 1024 independent calls, gf_mul_chain with each "
           "product feeding the next, as in root()'s Horner loop)",
)


def _mlkem_level(k: int) -> Level:
    ns = f"PQCLEAN_MLKEM{k}_CLEAN_"
    return Level(
        name=f"ml-kem-{k}", key=str(k),
        impl_dir=f"crypto_kem/ml-kem-{k}/clean", meta=f"crypto_kem/ml-kem-{k}/META.yml",
        namespace=ns,
        gen_specs=(("--prime", "3329", "--ntt", "256", "--namespace", ns),),
    )


# ML-KEM: one kernel for all three levels (they differ only by KYBER_K, which gen_poly.c reads from
# params.h); gen_poly.c takes the NTT-domain poly/polyvec functions over from poly.c and polyvec.c.
# --quick runs all three levels (each has its own polyvec product): about 40 s on 2 cores.
MLKEM = Scheme(
    name="mlkem", crate="pqcrypto-mlkem", version="0.1.1", abi="pqclean-mlkem",
    replaced=("ntt.c", "reduce.c"),
    levels=tuple(_mlkem_level(k) for k in (512, 768, 1024)),
    isas=("c64", "avx2", "avx512"),
    cflags=("-O3", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-Wmissing-prototypes", "-Wredundant-decls",
            "-std=c99"),
    kat_sources=("test/crypto_kem/nistkat.c", "test/common/nistkatrng.c"),
    kat_cflags=PQCLEAN_TEST_CFLAGS,
    common_sources=PQCLEAN_COMMON,
    driver="mlkem_driver.c",
    exported=("crypto_kem_keypair", "crypto_kem_enc", "crypto_kem_dec", "zetas", "ntt", "invntt", "basemul",
              "montgomery_reduce", "barrett_reduce", "poly_ntt", "poly_invntt_tomont", "poly_basemul_montgomery",
              "poly_tomont", "poly_reduce", "polyvec_basemul_acc_montgomery"),
    added=("gen_poly.c",),
    stripped=(("poly.c", ("poly_ntt", "poly_invntt_tomont", "poly_basemul_montgomery", "poly_tomont", "poly_reduce")),
              ("polyvec.c", ("polyvec_basemul_acc_montgomery",))),
    # a KEM operation takes 10^4..10^5 ticks: many rounds are cheap
    full=Effort(identity=1000, functions=2000, rounds=1001),
    quick=Effort(identity=50, functions=100, rounds=0),
    checks="{identity} keypair/enc/dec rounds byte-identical in one process (and tampered ciphertexts "
           "rejected identically, encapsulation to public keys with unreduced coefficients identical), "
           "{functions} random + extreme inputs per NTT-domain function congruent mod q and within the "
           "original's bounds (polyvec_basemul_acc_montgomery also with keys unpacked from bytes, 0..4095), "
           "montgomery_reduce on its whole input range, barrett_reduce on every int16_t",
    timing="medians of {rounds} interleaved rounds ({more} for the polynomial functions; montgomery_reduce "
           "and barrett_reduce per call over a batch of 1024 independent calls)",
)



def _mldsa_level(level: int) -> Level:
    ns = f"PQCLEAN_MLDSA{level}_CLEAN_"
    return Level(
        name=f"ml-dsa-{level}", key=str(level),
        impl_dir=f"crypto_sign/ml-dsa-{level}/clean", meta=f"crypto_sign/ml-dsa-{level}/META.yml",
        namespace=ns,
        # configs/mldsa.toml: the lazy forward NTT and basemul_acc4/5/7 (no CLI flags for those)
        gen_specs=(("--config", str(CONFIGS / "mldsa.toml"), "--namespace", ns),),
    )


# ML-DSA: one kernel for all three levels (they differ only by L for the accumulation, which gen_poly.c reads
# from params.h); gen_poly.c takes the NTT-domain poly/polyvec functions over from poly.c and polyvec.c.
MLDSA = Scheme(
    name="mldsa", crate="pqcrypto-mldsa", version="0.1.2", abi="pqclean-mldsa",
    replaced=("ntt.c", "reduce.c"),
    levels=tuple(_mldsa_level(k) for k in (44, 65, 87)),
    isas=("c64", "avx2", "avx512"),
    cflags=("-O3", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-Wmissing-prototypes", "-Wredundant-decls",
            "-std=c99"),
    kat_sources=("test/crypto_sign/nistkat.c", "test/common/nistkatrng.c"),
    kat_cflags=PQCLEAN_TEST_CFLAGS,
    common_sources=PQCLEAN_COMMON,
    driver="mldsa_driver.c",
    exported=("crypto_sign_keypair", "crypto_sign_signature_ctx", "crypto_sign_verify_ctx", "ntt", "invntt_tomont",
              "montgomery_reduce", "reduce32", "caddq", "freeze", "poly_reduce", "poly_caddq", "poly_ntt",
              "poly_invntt_tomont", "poly_pointwise_montgomery", "polyvecl_pointwise_acc_montgomery",
              "poly_power2round", "poly_decompose", "poly_make_hint", "poly_use_hint", "poly_chknorm",
              "polyvec_matrix_expand", "polyvecl_uniform_eta", "polyveck_uniform_eta", "polyvecl_uniform_gamma1"),
    added=("gen_poly.c",),
    stripped=(("poly.c", ("poly_reduce", "poly_caddq", "poly_ntt", "poly_invntt_tomont", "poly_pointwise_montgomery",
                          "poly_power2round", "poly_decompose", "poly_make_hint", "poly_use_hint", "poly_chknorm")),
              ("polyvec.c", ("polyvecl_pointwise_acc_montgomery",))),
    # gen_expand.c (ISAs with a 4-way Keccak): ExpandA, ExpandS and ExpandMask four SHAKE streams at a time
    stripped_with=(("gen_expand.c", "polyvec.c", ("polyvec_matrix_expand", "polyvecl_uniform_eta",
                                                  "polyveck_uniform_eta", "polyvecl_uniform_gamma1")),),
    # a signature takes ~10^6 ticks: fewer rounds than ML-KEM; --quick keeps each level to a few seconds
    full=Effort(identity=300, functions=500, rounds=301),
    quick=Effort(identity=20, functions=20, rounds=0),
    checks="{identity} keypair/sign rounds byte-identical in one process (pk, sk and signature on random messages "
           "and contexts with the same signing randomness; each build verifies the other's signatures; "
           "signatures with a flipped bit and signatures on changed messages rejected by both), {functions} "
           "random + extreme inputs per NTT-domain function congruent mod q and within the original's bounds "
           "(the products on the patched NTT's outputs and matrix entries in [0, q)), poly_reduce, poly_caddq, "
           "reduce32, caddq, freeze and montgomery_reduce giving the original's very representatives; poly_power2round, "
           "poly_decompose and poly_use_hint (both hint bits) on every a in [0, q), poly_make_hint on every low "
           "part within 2 alpha of 0 and +-GAMMA2 with high parts 0..(q-1)/alpha and random ones, poly_chknorm on "
           "every |a| <= 2^20 against the scheme's bounds (each coefficient alone over the bound, and whole "
           "random polynomials), and the samplers (ExpandA, ExpandS, ExpandMask: gen_expand.c's four SHAKE streams at a "
           "time on avx2) on {samplers} random seeds and nonces, all identical to the original's",
    timing="medians of {rounds} interleaved rounds ({more} for the polynomial functions, per call over a batch of "
           "16); the two builds of a round sign with the same randomness, so run the same rejection loop",
)

SCHEMES = {s.name: s for s in (HQC, MCELIECE, MLKEM, MLDSA)}
