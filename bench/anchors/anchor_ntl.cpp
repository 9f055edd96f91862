// NTL anchor: ticks per GF2E multiply mul(x, a, b) and square sqr(x, a) in GF(2)[x]/(f).
//
//   anchor_ntl [--reps R] E,E,...[;E,E,...] ...
//
// Each argument (or ';'-separated part) is one modulus given by its exponents, e.g.
// 571,10,5,2,0 for x^571+x^10+x^5+x^2+1. The modulus must be irreducible. For each modulus:
// GF2E::init(GF2X) then ANCHOR_BATCH independent random pairs, mul and sqr timed interleaved
// (throughput over the batch, median over the repetitions; min and p25 too, for noisy hosts).
// One JSON line per (modulus, op):
//   {"anchor":LABEL,"m":M,"op":"mul","ticks":T,"min":..,"p25":..,"reps":R,"overhead":O,"exponents":[...]}
// LABEL is fixed at compile time (-DANCHOR_LABEL="ntl-native").
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

#ifndef ANCHOR_LABEL
#define ANCHOR_LABEL "ntl"
#endif

using namespace NTL;

namespace {

struct Batch {
    GF2E a[ANCHOR_BATCH], b[ANCHOR_BATCH], x[ANCHOR_BATCH];
};

uint64_t time_mul(Batch &B)
{
    uint64_t t0 = anchor_tsc();
    for (int i = 0; i < ANCHOR_BATCH; i++) {
        mul(B.x[i], B.a[i], B.b[i]);
        __asm__ __volatile__("");
    }
    uint64_t t1 = anchor_tsc();
    return t1 - t0;
}

uint64_t time_sqr(Batch &B)
{
    uint64_t t0 = anchor_tsc();
    for (int i = 0; i < ANCHOR_BATCH; i++) {
        sqr(B.x[i], B.a[i]);
        __asm__ __volatile__("");
    }
    uint64_t t1 = anchor_tsc();
    return t1 - t0;
}

int usage()
{
    std::fprintf(stderr, "usage: anchor_ntl [--reps R] E,E,...[;E,E,...] ...\n");
    return 2;
}

// words of a GF2X (little-endian 64-bit words), zero-padded to n words
std::vector<uint64_t> words(const GF2X &p, long n)
{
    std::vector<uint64_t> w(n, 0);
    for (long i = 0; i < p.xrep.length() && i < n; i++)
        w[i] = (uint64_t)p.xrep[i];
    return w;
}

// independent reference: bit-by-bit carryless product, then bit-by-bit reduction by f
std::vector<uint64_t> ref_mulmod(const std::vector<uint64_t> &a, const std::vector<uint64_t> &b,
                                 const std::vector<long> &exps, long m)
{
    long n = (long)a.size(), cw = 2 * n + 1;
    std::vector<uint64_t> c(cw, 0);
    for (long i = 0; i < 64 * n; i++)
        if ((a[i / 64] >> (i % 64)) & 1)
            for (long j = 0; j < 64 * n; j++)
                if ((b[j / 64] >> (j % 64)) & 1)
                    c[(i + j) / 64] ^= (uint64_t)1 << ((i + j) % 64);
    for (long d = 64 * cw - 1; d >= m; d--)
        if ((c[d / 64] >> (d % 64)) & 1)
            for (long e : exps) {
                long k = d - m + e;
                c[k / 64] ^= (uint64_t)1 << (k % 64);
            }
    c.resize(n);
    return c;
}

std::string join(const std::vector<long> &e)
{
    std::string s;
    for (size_t i = 0; i < e.size(); i++)
        s += (i ? "," : "") + std::to_string(e[i]);
    return s;
}

// returns 0 on success, 1 on a failed check, 2 on a bad modulus
int run_modulus(const std::vector<long> &exps, int reps)
{
    GF2X f;
    for (long e : exps)
        SetCoeff(f, e);
    long m = deg(f);
    std::string ej = join(exps);
    if (m < 2 || !IterIrredTest(f)) {
        std::printf("{\"anchor\":\"%s\",\"exponents\":[%s],\"error\":\"modulus not irreducible\"}\n",
                    ANCHOR_LABEL, ej.c_str());
        return 2;
    }
    GF2E::init(f);

    static Batch B;
    for (int i = 0; i < ANCHOR_BATCH; i++) {
        random(B.a[i]);
        random(B.b[i]);
        B.x[i] = B.a[i] * B.b[i];  // sizes the outputs before timing
    }
    // checks: mul against an independent bit-by-bit reference (a few pairs), sqr against mul
    const long nw = (m + 63) / 64;
    for (int i = 0; i < ANCHOR_BATCH; i++) {
        GF2E u, s, t = B.a[i];
        mul(u, B.a[i], B.b[i]);
        sqr(s, B.a[i]);
        bool bad = s != B.a[i] * t;
        if (i < 4 && !bad) {
            std::vector<uint64_t> got = words(rep(u), nw + 1);
            std::vector<uint64_t> ref = ref_mulmod(words(rep(B.a[i]), nw), words(rep(B.b[i]), nw), exps, m);
            ref.push_back(0);
            bad = got != ref;
        }
        if (bad) {
            std::printf("{\"anchor\":\"%s\",\"m\":%ld,\"error\":\"wrong result\"}\n",
                        ANCHOR_LABEL, m);
            return 1;
        }
    }

    std::vector<uint64_t> ov(reps), tm(reps), ts(reps);
    double t_end = anchor_now_s() + 0.2;
    for (int warm = 0; warm < 50 || anchor_now_s() < t_end; warm++) {
        (void)anchor_empty();
        (void)time_mul(B);
        (void)time_sqr(B);
        if (warm > 100000)
            break;
    }
    for (int r = 0; r < reps; r++) {
        ov[r] = anchor_empty();
        tm[r] = time_mul(B);
        ts[r] = time_sqr(B);
    }
    uint64_t om = anchor_median(ov.data(), reps);
    const char *ops[2] = {"mul", "sqr"};
    std::vector<uint64_t> *samples[2] = {&tm, &ts};
    for (int k = 0; k < 2; k++) {
        std::vector<uint64_t> &v = *samples[k];
        uint64_t med = anchor_median(v.data(), reps); // sorts: min and p25 below
        std::printf("{\"anchor\":\"%s\",\"m\":%ld,\"op\":\"%s\",\"ticks\":%.2f,\"min\":%.2f,"
                    "\"p25\":%.2f,\"reps\":%d,\"overhead\":%" PRIu64 ",\"exponents\":[%s]}\n",
                    ANCHOR_LABEL, m, ops[k], anchor_per_call(med, om), anchor_per_call(v[0], om),
                    anchor_per_call(v[reps / 4], om), reps, om, ej.c_str());
    }
    std::fflush(stdout);
    return 0;
}

}  // namespace

int main(int argc, char **argv)
{
    int reps = ANCHOR_DEFAULT_REPS;
    std::vector<std::vector<long>> mods;
    for (int ai = 1; ai < argc; ai++) {
        if (!std::strcmp(argv[ai], "--reps")) {
            if (++ai >= argc)
                return usage();
            reps = std::atoi(argv[ai]);
            if (reps < ANCHOR_MIN_REPS)
                reps = ANCHOR_MIN_REPS;
            continue;
        }
        std::string arg(argv[ai]);
        size_t pos = 0;
        while (pos <= arg.size()) {
            size_t semi = arg.find(';', pos);
            std::string part = arg.substr(pos, semi == std::string::npos ? std::string::npos : semi - pos);
            std::vector<long> exps;
            size_t p = 0;
            while (p < part.size()) {
                size_t c = part.find(',', p);
                std::string tok = part.substr(p, c == std::string::npos ? std::string::npos : c - p);
                if (!tok.empty()) {
                    char *end = nullptr;
                    long e = std::strtol(tok.c_str(), &end, 10);
                    if (*end || e < 0 || e > 100000)
                        return usage();
                    exps.push_back(e);
                }
                if (c == std::string::npos)
                    break;
                p = c + 1;
            }
            if (!exps.empty())
                mods.push_back(exps);
            if (semi == std::string::npos)
                break;
            pos = semi + 1;
        }
    }
    if (mods.empty())
        return usage();
    SetSeed(ZZ(20240601));
    int rc = 0;
    for (const auto &e : mods) {
        int r = run_modulus(e, reps);
        if (r > rc)
            rc = r;
    }
    return rc;
}
