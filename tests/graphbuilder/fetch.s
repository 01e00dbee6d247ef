  v_mov_b32 v1, 77
  s_setpc_b64 s[30:31]
