export declare const e2ePorts: {
  app: number;
  backend: number;
  aws: number;
  preview: number;
  sentry: number;
};
export declare const e2eDistDir: string;
export declare const previewDistDir: string;
export declare const e2eEnv: Record<string, string>;
export declare const previewVercel: Record<string, string>;
export declare const sentryDsn: string;
export declare const previewEnv: Record<string, string>;
export declare const debianChromium: string;
export declare const debianHeadlessShell: string;
export declare function e2eChromium(options?: { fullBrowser?: boolean }): string | undefined;
export declare const chromiumFlags: readonly string[];
export declare function e2eWorkers(): number;
