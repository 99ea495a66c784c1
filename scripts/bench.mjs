// Benchmarks arrive with the performance issue; until then this says so instead of pretending to measure.
console.log("no benchmarks yet");
