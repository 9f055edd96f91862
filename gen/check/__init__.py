"""Stage 9, checks on compiled code: driver building and running (gen.check.driver), constant time
(gen.check.ct), static estimates with llvm-mca (gen.check.mca)."""
