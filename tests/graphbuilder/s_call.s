  s_call_b64 s[30:31], 1
  s_endpgm
  s_setpc_b64 s[30:31]
