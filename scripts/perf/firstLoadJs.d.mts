export declare function firstLoadJs(
  url: string,
  headers?: Record<string, string>,
): Promise<{ scripts: number; bytes: number }>;
