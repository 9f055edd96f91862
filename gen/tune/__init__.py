"""Stage 10, measurement: host cost profiles (gen.tune.calibrate), the host's identity (gen.tune.host)
and the wisdom file of measured plan choices (gen.tune.wisdom). Each family's own tuning lives in
its package (gen.families.<name>.tune)."""
