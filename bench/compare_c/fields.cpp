// bench/compare.py driver: GF(2^m) multiply, ours (mul, clmul, reduce) vs NTL GF2E mul, one process.
//
//   fields [--reps R] [--warm SECONDS]
//
// compare.py passes -DCOMPARE_ISA='"<isa>"' and writes fields_kernels.h (found through -I): it
// includes every emitted header of one ISA inside extern "C" {} and defines
//   compare_fields(v)    pushes one ElemField<...> or ArrayField<...>(name, m, "exponents") per field
// The emitted .c files are compiled apart with gcc -c and the ISA's flags; this driver with g++
// and the same flags, linked with NTL (NATIVE=on, on the tuned gf2x), gf2x and GMP.
//
// Per field: GF2E::init(f); ANCHOR_BATCH random reduced pairs, the same for ours and NTL; checks
// (ours clmul = NTL's GF2X product, ours mul = NTL's GF2E mul, ours reduce(clmul) = ours mul, for
// the whole batch; exit 1 with an "error" line otherwise); warm-up; then rounds that each time
// ours mul, ours clmul, ours reduce and NTL mul once, in an order rotated by one every round.
// Figures as in bench/anchors/anchor_timing.h: median batch time minus the median empty-region
// time, divided by ANCHOR_BATCH (TSC ticks per call, throughput over independent calls).
#include <NTL/GF2E.h>
#include <NTL/GF2X.h>
#include <NTL/GF2XFactoring.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "anchor_timing.h"

using namespace NTL;

namespace {

struct Field {
    const char *name;
    long m;
    const char *exps;  // e.g. "571,10,5,2,0"
    int nw, cw;        // words of an element / of an unreduced product
    Field(const char *n, long mm, const char *e, int w, int c) : name(n), m(mm), exps(e), nw(w), cw(c) {}
    virtual ~Field() {}
    virtual void set_ab(int i, const uint64_t *a, const uint64_t *b) = 0;
    virtual void get(int which, int i, uint64_t *out) const = 0;  // 0 mul out, 1 clmul out, 2 reduce out
    virtual void set_c(int i, const uint64_t *c) = 0;             // reduce input
    virtual uint64_t t_mul() = 0;
    virtual uint64_t t_clmul() = 0;
    virtual uint64_t t_reduce() = 0;
};

#define LOOP_FENCE() __asm__ __volatile__("")
#define OPAQUE(v) __asm__("" : "+r"(v))

// element API (m <= 64): T N_mul(T, T); void N_clmul(uint64_t c[CW], T, T); T N_reduce(const uint64_t c[CW])
template <typename T, T (*MUL)(T, T), void (*CLMUL)(uint64_t *, T, T), T (*RED)(const uint64_t *), int CW>
struct ElemField : Field {
    T A[ANCHOR_BATCH], B[ANCHOR_BATCH], R[ANCHOR_BATCH], RR[ANCHOR_BATCH];
    uint64_t C[ANCHOR_BATCH][CW], CO[ANCHOR_BATCH][CW];
    ElemField(const char *n, long m, const char *e) : Field(n, m, e, 1, CW) {}
    void set_ab(int i, const uint64_t *a, const uint64_t *b) override { A[i] = (T)a[0]; B[i] = (T)b[0]; }
    void set_c(int i, const uint64_t *c) override { std::memcpy(C[i], c, sizeof C[i]); }
    void get(int which, int i, uint64_t *out) const override
    {
        if (which == 1)
            std::memcpy(out, CO[i], sizeof CO[i]);
        else
            out[0] = (uint64_t)(which == 0 ? R[i] : RR[i]);
    }
    uint64_t t_mul() override
    {
        uint64_t t0 = anchor_tsc();
        for (int i = 0; i < ANCHOR_BATCH; i++) {
            T r = MUL(A[i], B[i]);
            OPAQUE(r);
            R[i] = r;
        }
        return anchor_tsc() - t0;
    }
    uint64_t t_clmul() override
    {
        uint64_t t0 = anchor_tsc();
        for (int i = 0; i < ANCHOR_BATCH; i++) {
            CLMUL(CO[i], A[i], B[i]);
            LOOP_FENCE();
        }
        return anchor_tsc() - t0;
    }
    uint64_t t_reduce() override
    {
        uint64_t t0 = anchor_tsc();
        for (int i = 0; i < ANCHOR_BATCH; i++) {
            T r = RED(C[i]);
            OPAQUE(r);
            RR[i] = r;
        }
        return anchor_tsc() - t0;
    }
};

// array API (m > 64): void N_mul(r[NW], a[NW], b[NW]); void N_clmul(c[CW], a, b); void N_reduce(r[NW], c[CW])
template <int NW, int CW, void (*MUL)(uint64_t *, const uint64_t *, const uint64_t *),
          void (*CLMUL)(uint64_t *, const uint64_t *, const uint64_t *), void (*RED)(uint64_t *, const uint64_t *)>
struct ArrayField : Field {
    uint64_t A[ANCHOR_BATCH][NW], B[ANCHOR_BATCH][NW], R[ANCHOR_BATCH][NW], RR[ANCHOR_BATCH][NW];
    uint64_t C[ANCHOR_BATCH][CW], CO[ANCHOR_BATCH][CW];
    ArrayField(const char *n, long m, const char *e) : Field(n, m, e, NW, CW) {}
    void set_ab(int i, const uint64_t *a, const uint64_t *b) override
    {
        std::memcpy(A[i], a, sizeof A[i]);
        std::memcpy(B[i], b, sizeof B[i]);
    }
    void set_c(int i, const uint64_t *c) override { std::memcpy(C[i], c, sizeof C[i]); }
    void get(int which, int i, uint64_t *out) const override
    {
        if (which == 1)
            std::memcpy(out, CO[i], sizeof CO[i]);
        else
            std::memcpy(out, which == 0 ? R[i] : RR[i], sizeof R[i]);
    }
    uint64_t t_mul() override
    {
        uint64_t t0 = anchor_tsc();
        for (int i = 0; i < ANCHOR_BATCH; i++) {
            MUL(R[i], A[i], B[i]);
            LOOP_FENCE();
        }
        return anchor_tsc() - t0;
    }
    uint64_t t_clmul() override
    {
        uint64_t t0 = anchor_tsc();
        for (int i = 0; i < ANCHOR_BATCH; i++) {
            CLMUL(CO[i], A[i], B[i]);
            LOOP_FENCE();
        }
        return anchor_tsc() - t0;
    }
    uint64_t t_reduce() override
    {
        uint64_t t0 = anchor_tsc();
        for (int i = 0; i < ANCHOR_BATCH; i++) {
            RED(RR[i], C[i]);
            LOOP_FENCE();
        }
        return anchor_tsc() - t0;
    }
};

struct NtlBatch {
    GF2E a[ANCHOR_BATCH], b[ANCHOR_BATCH], x[ANCHOR_BATCH];
};

uint64_t t_ntl(NtlBatch &B)
{
    uint64_t t0 = anchor_tsc();
    for (int i = 0; i < ANCHOR_BATCH; i++) {
        mul(B.x[i], B.a[i], B.b[i]);
        LOOP_FENCE();
    }
    return anchor_tsc() - t0;
}

GF2X from_words(const uint64_t *w, int n)
{
    std::vector<unsigned char> bytes(8 * (size_t)n);
    for (int i = 0; i < 8 * n; i++)
        bytes[i] = (unsigned char)(w[i / 8] >> (8 * (i % 8)));
    GF2X p;
    GF2XFromBytes(p, bytes.data(), (long)bytes.size());
    return p;
}

std::vector<uint64_t> to_words(const GF2X &p, int n)
{
    std::vector<unsigned char> bytes(8 * (size_t)n);
    BytesFromGF2X(bytes.data(), p, (long)bytes.size());  // zero-padded; p must fit
    std::vector<uint64_t> w(n, 0);
    for (int i = 0; i < 8 * n; i++)
        w[i / 8] |= (uint64_t)bytes[i] << (8 * (i % 8));
    return w;
}

int fail(const Field &f, const char *what, int i)
{
    std::printf("{\"isa\":\"%s\",\"field\":\"%s\",\"m\":%ld,\"error\":\"%s (pair %d)\"}\n", COMPARE_ISA,
                f.name, f.m, what, i);
    std::fflush(stdout);
    return 1;
}

void emit(const Field &f, const char *op, std::vector<uint64_t> &v, uint64_t om)
{
    int reps = (int)v.size();
    uint64_t med = anchor_median(v.data(), reps);  // sorts v: min and p25 below
    std::printf("{\"isa\":\"%s\",\"field\":\"%s\",\"m\":%ld,\"op\":\"%s\",\"ticks\":%.3f,\"min\":%.3f,"
                "\"p25\":%.3f,\"reps\":%d,\"overhead\":%" PRIu64 ",\"exponents\":[%s]}\n",
                COMPARE_ISA, f.name, f.m, op, anchor_per_call(med, om), anchor_per_call(v[0], om),
                anchor_per_call(v[reps / 4], om), reps, om, f.exps);
}

int run_field(Field &f, int reps, double warm_s, uint64_t *seed)
{
    GF2X mod;
    {
        std::string e(f.exps);
        size_t p = 0;
        while (p < e.size()) {
            size_t c = e.find(',', p);
            SetCoeff(mod, std::atol(e.substr(p, c == std::string::npos ? std::string::npos : c - p).c_str()));
            if (c == std::string::npos)
                break;
            p = c + 1;
        }
    }
    if (deg(mod) != f.m || !IterIrredTest(mod))
        return fail(f, "bad modulus", -1);
    GF2E::init(mod);
    NtlBatch *nb = new NtlBatch;

    // same random reduced inputs for both; clmul inputs = NTL's GF2X products
    const int top = (int)(f.m % 64);
    std::vector<uint64_t> a(f.nw), b(f.nw);
    for (int i = 0; i < ANCHOR_BATCH; i++) {
        for (int w = 0; w < f.nw; w++) {
            a[w] = anchor_xorshift(seed);
            b[w] = anchor_xorshift(seed);
        }
        if (i == 0) // all ones
            for (int w = 0; w < f.nw; w++)
                a[w] = b[w] = ~UINT64_C(0);
        if (top) {
            a[f.nw - 1] &= (UINT64_C(1) << top) - 1;
            b[f.nw - 1] &= (UINT64_C(1) << top) - 1;
        }
        f.set_ab(i, a.data(), b.data());
        GF2X pa = from_words(a.data(), f.nw), pb = from_words(b.data(), f.nw), pc;
        mul(pc, pa, pb);
        f.set_c(i, to_words(pc, f.cw).data());
        conv(nb->a[i], pa);
        conv(nb->b[i], pb);
    }

    // checks over the whole batch
    (void)f.t_mul();
    (void)f.t_clmul();
    (void)f.t_reduce();
    (void)t_ntl(*nb);
    std::vector<uint64_t> got(f.cw);
    for (int i = 0; i < ANCHOR_BATCH; i++) {
        GF2X pa = rep(nb->a[i]), pb = rep(nb->b[i]), pc;
        mul(pc, pa, pb);
        std::vector<uint64_t> want_c = to_words(pc, f.cw), want = to_words(rep(nb->x[i]), f.nw);
        f.get(1, i, got.data());
        if (std::memcmp(got.data(), want_c.data(), 8 * (size_t)f.cw))
            return fail(f, "ours clmul differs from NTL's GF2X product", i);
        f.get(0, i, got.data());
        if (std::memcmp(got.data(), want.data(), 8 * (size_t)f.nw))
            return fail(f, "ours mul differs from NTL's GF2E mul", i);
        f.get(2, i, got.data());
        if (std::memcmp(got.data(), want.data(), 8 * (size_t)f.nw))
            return fail(f, "ours reduce(clmul) differs from NTL's GF2E mul", i);
    }

    std::vector<uint64_t> ov(reps), tm(reps), tc(reps), tr(reps), tn(reps);
    double t_end = anchor_now_s() + warm_s;
    for (int warm = 0; warm < 50 || anchor_now_s() < t_end; warm++) {
        (void)anchor_empty();
        (void)f.t_mul();
        (void)f.t_clmul();
        (void)f.t_reduce();
        (void)t_ntl(*nb);
        if (warm > 1000000)
            break;
    }
    for (int r = 0; r < reps; r++) {
        ov[r] = anchor_empty();
        for (int j = 0; j < 4; j++) {
            switch ((j + r) % 4) {  // order rotates every round
            case 0: tm[r] = f.t_mul(); break;
            case 1: tc[r] = f.t_clmul(); break;
            case 2: tr[r] = f.t_reduce(); break;
            default: tn[r] = t_ntl(*nb); break;
            }
        }
    }
    uint64_t om = anchor_median(ov.data(), reps);
    emit(f, "mul", tm, om);
    emit(f, "clmul", tc, om);
    emit(f, "reduce", tr, om);
    emit(f, "ntl_mul", tn, om);
    std::fflush(stdout);
    delete nb;
    return 0;
}

}  // namespace

#include "fields_kernels.h"

int main(int argc, char **argv)
{
    int reps = ANCHOR_DEFAULT_REPS;
    double warm_s = 0.2;
    for (int ai = 1; ai < argc; ai++) {
        if (!std::strcmp(argv[ai], "--reps") && ai + 1 < argc)
            reps = std::atoi(argv[++ai]);
        else if (!std::strcmp(argv[ai], "--warm") && ai + 1 < argc)
            warm_s = std::atof(argv[++ai]);
        else {
            std::fprintf(stderr, "usage: fields [--reps R] [--warm SECONDS]\n");
            return 2;
        }
    }
    if (reps < 101)
        reps = 101;
    SetSeed(ZZ(20240601));
    uint64_t seed = UINT64_C(0x9E3779B97F4A7C15);
    std::vector<Field *> fields;
    compare_fields(fields);
    for (Field *f : fields) {
        int rc = run_field(*f, reps, warm_s, &seed);
        if (rc)
            return rc;
    }
    return 0;
}
