/* common/report.h - what a driver tells: one JSON object on a line of stdout (read by the gen package),
 * failures described on stderr, the usage line.
 *
 * JSON, written field by field (keys and value formats are the Python side's interface):
 *     hc_json_begin();
 *     hc_json_bool("ok", 1);
 *     hc_json_kv("m", "%d", m);          any printf format for a number, true/false/null, ...
 *     hc_json_str("error", msg);         a string, escaped
 *     hc_json_object("mul");             a nested object: its fields, then hc_json_end()
 *     hc_json_kv("latency", "%.2f", x);
 *     hc_json_end();
 *     hc_json_end();                     the outermost end ends the line
 * prints {"ok": true, "m": 12, "error": "...", "mul": {"latency": 1.50}} and a newline. For any
 * other value (an array) the caller writes hc_json_key(key) and prints the value itself.
 * Only <stdio.h> calls that baremetal/libc.c has (vsnprintf, fputs, putchar, fprintf), so the
 * bare-metal drivers use the same code; a hc_json_kv value is at most HC_JSON_VALUE_MAX - 1
 * characters, objects nest at most HC_JSON_DEPTH - 1 deep.
 */
#ifndef GEN_HARNESS_COMMON_REPORT_H
#define GEN_HARNESS_COMMON_REPORT_H

#include <stdarg.h>
#include <stdio.h>

#define HC_JSON_VALUE_MAX 512 /* any double in %.3f fits */
#define HC_JSON_DEPTH 4

static int hc_json_depth __attribute__((unused));                /* objects open */
static int hc_json_fields[HC_JSON_DEPTH] __attribute__((unused)); /* fields written in each */

static inline void hc_json_begin(void)
{
    putchar('{');
    hc_json_fields[++hc_json_depth] = 0;
}

static inline void hc_json_end(void)
{
    putchar('}');
    if (--hc_json_depth == 0)
        putchar('\n');
}

/* `, "key": ` (no comma before the first field of an object) */
static inline void hc_json_key(const char *key)
{
    fputs(hc_json_fields[hc_json_depth]++ ? ", \"" : "\"", stdout);
    fputs(key, stdout);
    fputs("\": ", stdout);
}

static inline void hc_json_object(const char *key)
{
    hc_json_key(key);
    hc_json_begin();
}

/* a field whose value is printed with fmt as it stands (numbers, true, false, null) */
__attribute__((format(printf, 2, 3))) static inline void hc_json_kv(const char *key, const char *fmt, ...)
{
    char value[HC_JSON_VALUE_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(value, sizeof value, fmt, ap);
    va_end(ap);
    hc_json_key(key);
    fputs(value, stdout);
}

/* s as a JSON string literal: quotes and backslashes escaped, control characters as \u00XX */
static inline void hc_json_quoted(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\') {
            putchar('\\');
            putchar(ch);
        } else if (ch < 0x20) {
            fprintf(stdout, "\\u%04x", ch);
        } else {
            putchar(ch);
        }
    }
    putchar('"');
}

static inline void hc_json_str(const char *key, const char *s)
{
    hc_json_key(key);
    hc_json_quoted(s);
}

static inline void hc_json_bool(const char *key, int v)
{
    hc_json_key(key);
    fputs(v ? "true" : "false", stdout);
}

/* "PREFIX: WHAT (UNIT K)" on stderr, e.g. "ring harness: sqr in place differs (pair 3)"; returns 1,
 * the exit status of a wrong result */
static inline int hc_fail(const char *prefix, const char *what, const char *unit, long k)
{
    fprintf(stderr, "%s: %s (%s %ld)\n", prefix, what, unit, k);
    return 1;
}

/* the usage of a `bench [REPS]` mode, which needs a timer: bare metal has none */
#ifdef HDRV_BARE_METAL
#define HC_BENCH_USAGE " (bare metal: no bench)"
#else
#define HC_BENCH_USAGE " | bench [REPS]"
#endif

/* "usage: PROG MODES" on stderr (PROG is argv[0], or `name` where there is none); returns 2 */
static inline int hc_usage(int argc, char **argv, const char *name, const char *modes)
{
    fprintf(stderr, "usage: %s %s\n", argc > 0 ? argv[0] : name, modes);
    return 2;
}

#endif /* GEN_HARNESS_COMMON_REPORT_H */
