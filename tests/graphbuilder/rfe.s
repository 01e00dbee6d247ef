  s_rfe_b64 s[0:1]
