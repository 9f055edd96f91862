#!/usr/bin/env bash
# Fair anchors for the benchmark, built from Debian *source* packages and tuned on this host.
#
#   bash bench/anchors/build.sh            # idempotent; runs as root on Debian 12 (bookworm)
#   bash bench/anchors/build.sh --force    # rebuild gf2x and NTL from scratch
#
# Everything third-party is fetched and built into a cache outside the repo:
#   ${GEN_ANCHOR_CACHE:-~/.cache/gen-anchors}/
#     src/                     .dsc/.orig.tar.* from `apt-get source gf2x ntl`
#     build/gf2x, build/ntl    unpacked source trees (gf2x is tuned in place)
#     gf2x/                    tuned gf2x (configure preset + make tune-lowlevel tune-toom)
#     ntl/                     NTL, NATIVE=on NTL_GF2X_LIB=on GF2X_PREFIX=<tuned gf2x>
#     bin/                     anchor_gf2x_tuned, anchor_gf2x_debian (if libgf2x-dev), anchor_ntl
#     gf2x-tuning.log          output of make tune-lowlevel / tune-toom
#     describe.json            versions, preset, flags, compiler (read by anchors.describe())
#     logs/                    configure/make logs
#
# Knobs (environment): GEN_ANCHOR_CACHE, GEN_ANCHOR_TOOM_LIMIT (gf2x tune-toom size cap in words,
# default 2048 = gf2x's own default and maximum; ~40 s here), GEN_ANCHOR_NTL_TUNE (NTL TUNE=, default: NTL's own choice,
# x86 on x86-64; "auto" runs NTL's wizard, slower), GEN_ANCHOR_JOBS (default nproc).
set -euo pipefail

RECIPE=1 # bump when the recipe changes in a way that needs a rebuild of gf2x/NTL
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE="${GEN_ANCHOR_CACHE:-$HOME/.cache/gen-anchors}"
TOOM_LIMIT="${GEN_ANCHOR_TOOM_LIMIT:-2048}"
NTL_TUNE="${GEN_ANCHOR_NTL_TUNE:-}"
JOBS="${GEN_ANCHOR_JOBS:-$(nproc)}"
FORCE=0
[[ "${1:-}" == "--force" ]] && FORCE=1

APT_INSTALL=(apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=600)
SRC_LIST=/etc/apt/sources.list.d/gen-deb-src.sources
T0=$(date +%s)

mkdir -p "$CACHE"/{src,build,logs,bin}
exec 9>"$CACHE/.lock"
flock 9 # one build at a time per cache

say() { printf 'gen-anchors: %s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }

# run_logged LOG CMD... : run CMD with output to LOG; on failure show the log's tail and stop
run_logged() {
    local log="$1"; shift
    if ! "$@" >>"$log" 2>&1; then
        say "command failed: $* (log: $log)"
        tail -n 40 "$log" >&2
        exit 1
    fi
}

need_root() {
    [[ $(id -u) -eq 0 ]] || die "$1 needs root (or pre-install: $2)"
}

# ---- 1. apt: deb-src entry, build dependencies ------------------------------------------------
ensure_apt() {
    local want changed=0
    # same URIs/suites/components as the deb entry for bookworm main, but Types: deb-src
    want="Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg"
    if [[ -f /etc/apt/sources.list.d/debian.sources ]]; then
        local uris suites
        uris=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources)
        suites=$(awk '/^Suites:/{$1=""; sub(/^ /,""); print; exit}' /etc/apt/sources.list.d/debian.sources)
        if [[ -n "$uris" && -n "$suites" ]]; then
            want="Types: deb-src
URIs: $uris
Suites: $suites
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg"
        fi
    fi
    if ! apt-cache showsrc gf2x 2>/dev/null | grep -q '^Package: gf2x' ||
        ! apt-cache showsrc ntl 2>/dev/null | grep -q '^Package: ntl'; then
        need_root "adding a deb-src entry" "a deb-src entry for bookworm main"
        if [[ ! -f "$SRC_LIST" ]] || [[ "$(cat "$SRC_LIST")" != "$want" ]]; then
            printf '%s\n' "$want" >"$SRC_LIST"
        fi
        changed=1
    fi
    local pkgs=() p
    for p in dpkg-dev libgmp-dev gcc g++ make perl xz-utils; do
        dpkg -s "$p" >/dev/null 2>&1 || pkgs+=("$p")
    done
    if ((changed)) || ((${#pkgs[@]})); then
        need_root "apt-get" "${pkgs[*]:-}"
        say "apt-get update"
        run_logged "$CACHE/logs/apt.log" apt-get update -o DPkg::Lock::Timeout=600
    fi
    if ((${#pkgs[@]})); then
        say "installing ${pkgs[*]}"
        run_logged "$CACHE/logs/apt.log" env DEBIAN_FRONTEND=noninteractive "${APT_INSTALL[@]}" "${pkgs[@]}"
    fi
    # Debian's binary libgf2x (no PCLMUL code): footnote anchor, optional
    if ! dpkg -s libgf2x-dev >/dev/null 2>&1 && [[ $(id -u) -eq 0 ]]; then
        say "installing libgf2x-dev (debian-binary footnote anchor)"
        env DEBIAN_FRONTEND=noninteractive "${APT_INSTALL[@]}" libgf2x-dev >>"$CACHE/logs/apt.log" 2>&1 ||
            say "libgf2x-dev not installable: no debian-binary anchor"
    fi
}

# ---- 2. sources -----------------------------------------------------------------------------
fetch_sources() {
    local p
    for p in gf2x ntl; do
        if ! compgen -G "$CACHE/src/${p}_*.dsc" >/dev/null; then
            say "apt-get source $p"
            (cd "$CACHE/src" && run_logged "$CACHE/logs/apt-source.log" \
                apt-get source --download-only -o APT::Sandbox::User=root "$p")
        fi
    done
}

# unpack PKG into build/PKG afresh; prints the .dsc version
unpack() {
    local p="$1" dsc
    dsc=$(ls "$CACHE/src/${p}_"*.dsc | sort -V | tail -n 1)
    rm -rf "$CACHE/build/$p"
    run_logged "$CACHE/logs/$p-unpack.log" dpkg-source --no-check -x "$dsc" "$CACHE/build/$p"
}

# ---- 3. gf2x: configure preset, tune, install -----------------------------------------------
build_gf2x() {
    local d="$CACHE/build/gf2x" log="$CACHE/logs/gf2x-build.log" tlog="$CACHE/gf2x-tuning.log"
    local preset cflags t
    say "gf2x: configure"
    unpack gf2x
    rm -rf "$CACHE/gf2x" "$log"
    cd "$d"
    # no CFLAGS from us: gf2x's configure only adds -march=native/-mtune=native when CFLAGS is unset
    unset CFLAGS CPPFLAGS LDFLAGS
    run_logged "$CACHE/logs/gf2x-configure.log" ./configure --prefix="$CACHE/gf2x"
    preset=$(sed -n 's/^configure: *hwdir="\(.*\)"$/\1/p' "$CACHE/logs/gf2x-configure.log" | tail -n 1)
    [[ -n "$preset" ]] || preset=$(readlink gf2x/gf2x_mul1.h | awk -F/ '{print $(NF-1)}')
    printf '%s\n' "$preset" >"$CACHE/gf2x-preset"
    say "gf2x: hardware preset $preset"
    [[ "$preset" == x86_64_pclmul ]] || say "warning: preset $preset, not x86_64_pclmul (no PCLMUL?)"
    # gcc >= 10 defaults to -fno-common and src/tunetoom then fails to link (`rp` defined twice):
    # keep configure's flags and add -fcommon, for every make so all objects agree
    cflags="$(sed -n 's/^CFLAGS = //p' Makefile) -fcommon"
    printf '%s\n' "$cflags" >"$CACHE/gf2x-cflags"
    say "gf2x: make (CFLAGS=$cflags)"
    run_logged "$log" make -j"$JOBS" CFLAGS="$cflags"
    : >"$tlog"
    {
        echo "# gf2x tuning on $(hostname) $(date -u +%FT%TZ)"
        echo "# preset: $preset"
        echo "# CFLAGS: $cflags"
        echo "# TOOM_TUNING_LIMIT: $TOOM_LIMIT words"
        grep -m1 'model name' /proc/cpuinfo || true
    } >>"$tlog"
    t=$(date +%s)
    say "gf2x: make tune-lowlevel (a few minutes)"
    echo "## make tune-lowlevel" >>"$tlog"
    run_logged "$tlog" make -j"$JOBS" tune-lowlevel CFLAGS="$cflags"
    say "gf2x: tune-lowlevel took $(($(date +%s) - t)) s"
    t=$(date +%s)
    say "gf2x: make tune-toom TOOM_TUNING_LIMIT=$TOOM_LIMIT"
    echo "## make tune-toom TOOM_TUNING_LIMIT=$TOOM_LIMIT" >>"$tlog"
    run_logged "$tlog" make tune-toom CFLAGS="$cflags" TOOM_TUNING_LIMIT="$TOOM_LIMIT"
    say "gf2x: tune-toom took $(($(date +%s) - t)) s"
    # the tune targets rebuild the library with the tuned files (already_tuned/tuned/); make
    # again anyway, as gf2x's README says, then check and install
    run_logged "$log" make -j"$JOBS" CFLAGS="$cflags"
    local winners
    winners=$(grep -- '\*\*BEST\*\*' "$tlog" || true)
    {
        echo "## tuned files (already_tuned/tuned) now linked into gf2x/:"
        ls -l gf2x/ | grep -- '->' | awk '{print $(NF-2), $(NF-1), $NF}'
        echo "## lowlevel winners:"
        printf '%s\n' "$winners"
        echo "## tuned thresholds:"
        grep -E '^#define GF2X_(MUL_[A-Z0-9_]*THRESHOLD|TOOM_TUNING_INFO)' gf2x/gf2x-thresholds.h || true
    } >>"$tlog" 2>&1
    say "gf2x: make check"
    run_logged "$CACHE/logs/gf2x-check.log" make -j"$JOBS" check CFLAGS="$cflags"
    run_logged "$log" make install CFLAGS="$cflags"
    [[ -f "$CACHE/gf2x/lib/libgf2x.a" ]] || die "gf2x: no static library installed"
}

# ---- 4. NTL: native, on top of the tuned gf2x -----------------------------------------------
build_ntl() {
    local d="$CACHE/build/ntl" log="$CACHE/logs/ntl-build.log" args
    say "NTL: configure"
    unpack ntl
    rm -rf "$CACHE/ntl" "$log"
    cd "$d/src"
    unset CFLAGS CXXFLAGS CPPFLAGS LDFLAGS
    args=(PREFIX="$CACHE/ntl" NATIVE=on NTL_GF2X_LIB=on GF2X_PREFIX="$CACHE/gf2x" NTL_THREADS=off
        NTL_GMP_LIP=on SHARED=off)
    [[ -n "$NTL_TUNE" ]] && args+=(TUNE="$NTL_TUNE")
    printf '%s\n' "${args[*]}" >"$CACHE/ntl-configure-args"
    run_logged "$CACHE/logs/ntl-configure.log" ./configure "${args[@]}"
    say "NTL: make -j$JOBS (a few minutes)"
    run_logged "$log" make -j"$JOBS"
    grep -q '^#define NTL_HAVE_PCLMUL' ../include/NTL/HAVE_PCLMUL.h ||
        say "warning: NTL did not detect PCLMUL"
    run_logged "$log" make install
    [[ -f "$CACHE/ntl/lib/libntl.a" ]] || die "NTL: no library installed"
}

# ---- 5. bench programs (rebuilt when their sources change) ----------------------------------
stale() { # stale OUT SRC... : OUT missing or older than a source
    local out="$1" s; shift
    [[ -f "$out" ]] || return 0
    for s in "$@"; do [[ "$s" -nt "$out" ]] && return 0; done
    return 1
}

build_benches() {
    local b="$CACHE/bin" h="$HERE/anchor_timing.h" c="$HERE/anchor_bench.c" cpp="$HERE/anchor_ntl.cpp"
    local copt=(-O2 -march=native -Wall)
    if stale "$b/anchor_gf2x_tuned" "$c" "$h" "$CACHE/gf2x/lib/libgf2x.a"; then
        gcc "${copt[@]}" -DANCHOR_LABEL='"gf2x-tuned"' -I"$CACHE/gf2x/include" "$c" \
            "$CACHE/gf2x/lib/libgf2x.a" -o "$b/anchor_gf2x_tuned"
    fi
    local deb_so
    deb_so=$(ls /usr/lib/*/libgf2x.so /usr/lib/libgf2x.so 2>/dev/null | head -n 1 || true)
    if [[ -n "$deb_so" && -f /usr/include/gf2x.h ]]; then
        if stale "$b/anchor_gf2x_debian" "$c" "$h" "$deb_so"; then
            # the system header and the system shared library, nothing from the cache
            gcc "${copt[@]}" -DANCHOR_LABEL='"gf2x-debian-binary"' -I/usr/include "$c" "$deb_so" \
                -o "$b/anchor_gf2x_debian"
        fi
    else
        rm -f "$b/anchor_gf2x_debian"
    fi
    if stale "$b/anchor_ntl" "$cpp" "$h" "$CACHE/ntl/lib/libntl.a" "$CACHE/gf2x/lib/libgf2x.a"; then
        g++ "${copt[@]}" -std=c++17 -Wno-deprecated-copy -DANCHOR_LABEL='"ntl-native"' \
            -I"$CACHE/ntl/include" "$cpp" "$CACHE/ntl/lib/libntl.a" "$CACHE/gf2x/lib/libgf2x.a" \
            -lgmp -o "$b/anchor_ntl"
    fi
}

# ---- 6. description -------------------------------------------------------------------------
json_str() { python3 -c 'import json,sys; print(json.dumps(sys.argv[1]))' "$1"; }

write_describe() {
    local gver nver deb_ver preset gcc_v gxx_v ntl_flags secs="$1"
    gver=$(awk '/^#define GF2X_VERSION_(MAJOR|MINOR|PATCHLEVEL)[ \t]/{v=v (v==""?"":".") $3} END{print v}' "$CACHE/gf2x/include/gf2x.h" 2>/dev/null || true)
    [[ -n "$gver" ]] || gver=$(ls "$CACHE/src"/gf2x_*.dsc | sed 's/.*gf2x_\(.*\)\.dsc/\1/' | tail -n 1)
    nver=$(sed -n 's/^#define NTL_VERSION *"\(.*\)"/\1/p' "$CACHE/ntl/include/NTL/version.h" 2>/dev/null | head -n 1)
    deb_ver=$(dpkg-query -W -f '${Version}' libgf2x-dev 2>/dev/null || true)
    preset=$(cat "$CACHE/gf2x-preset")
    gcc_v=$(gcc --version | head -n 1)
    gxx_v=$(g++ --version | head -n 1)
    ntl_flags=$(sed -n 's/^CXXAUTOFLAGS=//p;s/^CXXFLAGS=//p' "$CACHE/build/ntl/src/makefile" 2>/dev/null | tr '\n' ' ')
    cat >"$CACHE/describe.json" <<EOF
{
  "recipe": $RECIPE,
  "cache": $(json_str "$CACHE"),
  "gf2x_version": $(json_str "$gver"),
  "gf2x_debian_source": $(json_str "$(basename "$(ls "$CACHE/src"/gf2x_*.dsc | tail -n 1)" .dsc)"),
  "gf2x_preset": $(json_str "$preset"),
  "gf2x_cflags": $(json_str "$(cat "$CACHE/gf2x-cflags")"),
  "gf2x_toom_tuning_limit": $TOOM_LIMIT,
  "gf2x_tuning_log": $(json_str "$CACHE/gf2x-tuning.log"),
  "gf2x_prefix": $(json_str "$CACHE/gf2x"),
  "ntl_version": $(json_str "$nver"),
  "ntl_debian_source": $(json_str "$(basename "$(ls "$CACHE/src"/ntl_*.dsc | tail -n 1)" .dsc)"),
  "ntl_configure": $(json_str "$(cat "$CACHE/ntl-configure-args")"),
  "ntl_cxxflags": $(json_str "${ntl_flags% }"),
  "ntl_have_pclmul": $(grep -q '^#define NTL_HAVE_PCLMUL' "$CACHE/ntl/include/NTL/HAVE_PCLMUL.h" 2>/dev/null && echo true || echo false),
  "ntl_prefix": $(json_str "$CACHE/ntl"),
  "debian_binary_libgf2x": $(json_str "$deb_ver"),
  "cc": $(json_str "$gcc_v"),
  "cxx": $(json_str "$gxx_v"),
  "cpu": $(json_str "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"),
  "build_seconds": $secs,
  "built_at": $(json_str "$(date -u +%FT%TZ)")
}
EOF
}

# ---- main -----------------------------------------------------------------------------------
KEY="recipe=$RECIPE toom_limit=$TOOM_LIMIT ntl_tune=${NTL_TUNE:-default}"
if ((FORCE)) || [[ "$(cat "$CACHE/.stamp" 2>/dev/null || true)" != "$KEY" ]]; then
    rm -f "$CACHE/.stamp" "$CACHE/.gf2x-done" "$CACHE/.ntl-done"
fi
ensure_apt
if [[ ! -f "$CACHE/.stamp" ]]; then
    fetch_sources
    if [[ ! -f "$CACHE/.gf2x-done" ]]; then
        rm -f "$CACHE/.ntl-done" # NTL links the tuned gf2x
        build_gf2x
        touch "$CACHE/.gf2x-done"
    fi
    if [[ ! -f "$CACHE/.ntl-done" ]]; then
        build_ntl
        touch "$CACHE/.ntl-done"
    fi
    build_benches
    write_describe "$(($(date +%s) - T0))"
    printf '%s\n' "$KEY" >"$CACHE/.stamp"
else
    build_benches
fi
printf 'gen-anchors: gf2x %s (preset %s, tuned to %s words) in %s; NTL %s (NATIVE=on, gf2x) in %s; benches in %s; debian-binary libgf2x: %s\n' \
    "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["gf2x_version"])' "$CACHE/describe.json")" \
    "$(cat "$CACHE/gf2x-preset")" "$TOOM_LIMIT" "$CACHE/gf2x" \
    "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["ntl_version"])' "$CACHE/describe.json")" \
    "$CACHE/ntl" "$CACHE/bin" "$([[ -x "$CACHE/bin/anchor_gf2x_debian" ]] && echo yes || echo no)"
