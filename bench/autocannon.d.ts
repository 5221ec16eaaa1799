// autocannon ships no types; these are the parts of its programmatic API the benchmarks use.
declare module 'autocannon' {
  type Percentiles = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p99: number;
  };

  export type AutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  };

  export type AutocannonResult = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: Percentiles & { p90: number; p97_5: number; p99_9: number };
    requests: Percentiles & { total: number; sent: number };
    throughput: Percentiles;
  };

  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
