/*
 * Internals of the equivalence check, shared by check_flow.c (static facts
 * about the function), check_interp.c (abstract execution of one block) and
 * check_equiv.c (the search over abstract states).
 */
#ifndef AGC_TESTS_CFG_CHECK_EQUIV_H
#define AGC_TESTS_CFG_CHECK_EQUIV_H

#include <stdlib.h>

#include "check.h"

#define TRACE_CAP 4000
#define MAX_STATES 3000000u

enum { AV_NONE, AV_UNDEF, AV_INT, AV_BOOL, AV_DEC, AV_DECR, AV_FPTR, AV_PCPTR, AV_ADDR, AV_ALO, AV_AHI, AV_AV2 };
enum { S_NONE, S_N, S_C };
enum { BUF_DEC = 1, BUF_TRACE = 2 };
enum { G_ENTRY, G_PENDING, G_DECIDING, G_RETURNED };
enum { PH_IDLE, PH_ENTRY_DONE, PH_COUNT_DONE };

/* 16 bytes, no padding holes: serialised as is into state keys. */
struct aval {
	uint8_t kind, sym, buf, pad;
	int32_t coef;
	int64_t off;
};

struct head {
	uint32_t block;
	uint32_t gblock;
	uint8_t gkind, phase, dec_any, pad;
	uint16_t nlo, nhi;
};

struct eq {
	const struct cmodule *m;
	const struct cgraph *g;
	struct verdict *v;
	/* Function variables */
	uint32_t nvars;
	uint32_t *var_of;   /* id -> var index or UINT32_MAX */
	uint32_t *var_init; /* initializer id or 0 */
	bool *var_counter;  /* feeds decision addresses */
	bool *id_counter;   /* SSA id feeds decision addresses */
	uint64_t *var_live; /* per block: variables whose value may be read later */
	uint32_t var_words;
	/* entry ids of each block: phi results, then live-in ids */
	uint32_t **entry_ids;
	uint32_t *nentry;
	/* state store */
	uint8_t *pool;
	size_t pool_len, pool_cap;
	size_t *state_at; /* state -> offset in pool */
	uint32_t nstates, states_cap;
	uint32_t *hash_tab;
	uint32_t hash_cap;
	uint32_t *work;
	uint32_t nwork, work_cap;
	/* silent edges (no block entered on the way) */
	uint32_t *se_from, *se_to;
	uint32_t nse, se_cap;
	/* current run */
	struct aval *cur;
	uint32_t *cur_epoch;
	uint32_t epoch;
	uint32_t *touched;
	uint32_t ntouched;
	struct aval *vars;
	struct head h;
	bool entered;
	const uint32_t *choices;
	uint32_t nchoices, choice_pos, fork_k;
	uint32_t depth_guard;
};

enum run_result { RUN_OK, RUN_FAIL, RUN_FORK };

struct run_out {
	uint32_t next;     /* successor block, or UINT32_MAX on return */
	uint32_t from;     /* the block it came from */
};

static inline void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size);
	if (!p)
		abort();
	return p;
}

static inline struct aval av_int(int64_t x)
{
	struct aval a = {AV_INT, S_NONE, 0, 0, 0, x};
	return a;
}

static inline struct aval av_bool(bool b)
{
	struct aval a = {AV_BOOL, S_NONE, 0, 0, 0, b};
	return a;
}

static inline struct aval av(uint8_t kind, uint8_t buf, int64_t off)
{
	struct aval a = {kind, S_NONE, buf, 0, 0, off};
	return a;
}

static inline uint32_t next_inst(const struct cmodule *m, uint32_t at) { return at + wc_of(m, at); }

static inline bool is_int_type(const struct cmodule *m, uint32_t t) { return t < m->bound && m->types[t].kind == T_INT; }

static inline uint32_t type_width(const struct cmodule *m, uint32_t t)
{
	return t < m->bound && m->types[t].kind == T_INT ? m->types[t].width : 32;
}

/* check_flow.c */
void flow_mark_counter_slice(struct eq *e);
void flow_ssa_liveness(struct eq *e);
void flow_var_liveness(struct eq *e);
bool flow_var_live_at(const struct eq *e, uint32_t b, uint32_t x);

/* check_interp.c */
bool interp_get(struct eq *e, uint32_t id, struct aval *out);
bool interp_store_counter_const(struct eq *e, struct aval *val, uint32_t label);
const char *interp_graph_state(const struct eq *e, char *buf, size_t n);
enum run_result interp_run_block(struct eq *e, const uint8_t *s, struct run_out *out);

#endif
