/* common/qemu_count_plugin.c - a QEMU TCG plugin that counts the guest instructions executed between
 * two marker functions, for `gen guard` on ISAs valgrind cannot run (gen/check/counts.py).
 *
 * A driver built with -DHC_MARKERS (common/count.h) brackets each counted call with
 * hc_count_begin() and hc_count_end(name). Give the plugin their addresses:
 *
 *     qemu-aarch64 -plugin ./count.so,begin=0x4005d0,end=0x4005e0 ./drv count
 *
 * Every translation block (TB) adds its instruction count to a running total (an inline add, so the
 * guest runs at TCG speed). The TBs that start at a marker add nothing; when one of them runs, a
 * callback reads the total: at begin it remembers it, at end it prints "hc-count N" on stderr, N the
 * instructions executed in between (the rest of the caller after hc_count_begin returns, the call,
 * and the caller's code up to the call of hc_count_end). Calls end TBs, so a marker function's first
 * instruction always starts one. The counts depend on the guest code and QEMU's -cpu only.
 *
 * Built by gen with the host's cc (-shared -fPIC). It declares the few functions of QEMU's plugin API
 * version 1 it uses (Debian's qemu-user 7.2 accepts -plugin but ships no qemu-plugin.h). Statically
 * linked QEMUs cannot load plugins ("unknown option 'plugin'"); gen does not count there.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t qemu_plugin_id_t;
typedef struct qemu_info_t qemu_info_t;
struct qemu_plugin_tb;
enum qemu_plugin_cb_flags { QEMU_PLUGIN_CB_NO_REGS = 0 };
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 = 0 };
typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t id, struct qemu_plugin_tb *tb);
typedef void (*qemu_plugin_vcpu_udata_cb_t)(unsigned int vcpu_index, void *userdata);

extern void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id, qemu_plugin_vcpu_tb_trans_cb_t cb);
extern size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
extern uint64_t qemu_plugin_tb_vaddr(const struct qemu_plugin_tb *tb);
extern void qemu_plugin_register_vcpu_tb_exec_inline(struct qemu_plugin_tb *tb, enum qemu_plugin_op op,
                                                     void *ptr, uint64_t imm);
extern void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *tb, qemu_plugin_vcpu_udata_cb_t cb,
                                                 enum qemu_plugin_cb_flags flags, void *userdata);

__attribute__((visibility("default"))) int qemu_plugin_version = 1;

static uint64_t total, window_start, begin_addr, end_addr;
static int inside;

static void at_begin(unsigned int vcpu_index, void *userdata)
{
    (void)vcpu_index;
    (void)userdata;
    window_start = total;
    inside = 1;
}

static void at_end(unsigned int vcpu_index, void *userdata)
{
    (void)vcpu_index;
    (void)userdata;
    if (inside)
        fprintf(stderr, "hc-count %" PRIu64 "\n", total - window_start);
    else
        fprintf(stderr, "hc-count unpaired\n");
    inside = 0;
}

static void tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    uint64_t pc = qemu_plugin_tb_vaddr(tb);
    (void)id;
    if (pc == begin_addr)
        qemu_plugin_register_vcpu_tb_exec_cb(tb, at_begin, QEMU_PLUGIN_CB_NO_REGS, NULL);
    else if (pc == end_addr)
        qemu_plugin_register_vcpu_tb_exec_cb(tb, at_end, QEMU_PLUGIN_CB_NO_REGS, NULL);
    else
        qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64, &total, qemu_plugin_tb_n_insns(tb));
}

static int address_arg(const char *arg, const char *key, uint64_t *out)
{
    size_t n = strlen(key);
    if (strncmp(arg, key, n) != 0 || arg[n] != '=')
        return 0;
    *out = strtoull(arg + n + 1, NULL, 0);
    return 1;
}

__attribute__((visibility("default"))) int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info,
                                                               int argc, char **argv)
{
    int i;
    (void)info;
    for (i = 0; i < argc; i++) {
        if (!address_arg(argv[i], "begin", &begin_addr) && !address_arg(argv[i], "end", &end_addr)) {
            fprintf(stderr, "qemu_count_plugin: unknown argument %s (begin=ADDR,end=ADDR)\n", argv[i]);
            return -1;
        }
    }
    if (!begin_addr || !end_addr) {
        fprintf(stderr, "qemu_count_plugin: needs begin=ADDR,end=ADDR\n");
        return -1;
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, tb_trans);
    return 0;
}
