type Config = {
  apiBaseUrl?: string;
  awsEndpoint?: string;
  awsRegion?: string;
  sentryDsn?: string;
  dev?: boolean;
  vercelToolbar?: boolean;
};
export declare const DISABLED_FEATURES: readonly string[];
export declare const PERMISSIONS_POLICY: string;
export declare const VERCEL_TOOLBAR_SOURCES: Record<string, string[]>;
export declare function connectSources(config: Config): string[];
export declare function contentSecurityPolicy(config: Config): string;
export declare function securityHeaders(config: Config): { key: string; value: string }[];
