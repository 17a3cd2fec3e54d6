// Minimal types of autocannon (the package ships none): what the benchmarks use.
declare module 'autocannon' {
  interface Stats { average: number; p50: number; p99: number; max: number }
  interface Result { requests: Stats; latency: Stats; throughput: Stats; non2xx: number; errors: number }
  interface Options { url: string; connections?: number; duration?: number; pipelining?: number; headers?: Record<string, string> }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
