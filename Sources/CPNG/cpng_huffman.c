#include <stdlib.h>
#include <string.h>
#include "cpng_huffman.h"

/* Moffat and Katajainen's in-place minimum-redundancy code: `w` holds n >= 2 weights in
 * ascending order and receives each one's code length. */
static void minimum_redundancy(int *w, int n) {
    int root = 0, leaf = 2, next;
    w[0] += w[1];
    for (next = 1; next < n - 1; next++) {
        if (leaf >= n || w[root] < w[leaf]) {
            w[next] = w[root];
            w[root++] = next;
        } else {
            w[next] = w[leaf++];
        }
        if (leaf >= n || (root < next && w[root] < w[leaf])) {
            w[next] += w[root];
            w[root++] = next;
        } else {
            w[next] += w[leaf++];
        }
    }
    w[n - 2] = 0;
    for (next = n - 3; next >= 0; next--) w[next] = w[w[next]] + 1;
    int available = 1, used = 0, depth = 0;
    root = n - 2;
    next = n - 1;
    while (available > 0) {
        while (root >= 0 && w[root] == depth) {
            used++;
            root--;
        }
        while (available > used) {
            w[next--] = depth;
            available--;
        }
        available = 2 * used;
        depth++;
        used = 0;
    }
}

static int compare_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* Past the limit, the frequencies are halved (keeping their order, a used symbol staying at 1 or
 * more) until the optimal code for them fits: simpler than package-merge, and deflate's limits
 * (15 bits, 7 for the code length code) are rarely reached by real blocks. */
void cpng_huffman_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths) {
    uint32_t order[CPNG_HUFFMAN_MAX_SYMBOLS];
    int weights[CPNG_HUFFMAN_MAX_SYMBOLS];
    int used = 0;
    if (n < 2 || n > CPNG_HUFFMAN_MAX_SYMBOLS) return;
    memset(lengths, 0, (size_t)n);
    for (int s = 0; s < n; s++)
        if (freq[s]) order[used++] = (freq[s] << 9) | (uint32_t)s;
    if (used < 2) {
        int s = used ? (int)(order[0] & 511) : 0;
        lengths[s] = 1;
        lengths[s == 0 ? 1 : 0] = 1;
        return;
    }
    qsort(order, (size_t)used, sizeof order[0], compare_u32);
    for (unsigned shift = 0;; shift++) {
        for (int i = 0; i < used; i++) {
            uint32_t f = (order[i] >> 9) >> shift;
            weights[i] = f ? (int)f : 1;
        }
        minimum_redundancy(weights, used);
        if (weights[0] <= limit) break;
    }
    for (int i = 0; i < used; i++) lengths[order[i] & 511] = (uint8_t)weights[i];
}
