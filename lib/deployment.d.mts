export type SiteEnvironment = 'production' | 'preview' | 'development';
export type Deployment = {
  environment: SiteEnvironment;
  canonicalOrigin: string;
  deploymentOrigin: string;
  declaredProduction: boolean;
  canonicalOriginConfigured: boolean;
  /** First 12 characters of VERCEL_GIT_COMMIT_SHA, or '' */
  commit: string;
};
type Vars = Record<string, string | undefined>;
export declare const ENVIRONMENTS: readonly SiteEnvironment[];
export declare const DEFAULT_CANONICAL_ORIGIN: string;
export declare function clean(value: string | undefined): string | undefined;
export declare function originFrom(value: string | undefined): string | undefined;
export declare function resolveDeployment(vars: Vars, options?: { dev?: boolean }): Deployment;
export declare function deploymentProblems(vars: Vars): string[];
export declare function isLocalHost(hostname: string): boolean;
export declare function placeholderFacts(facts: unknown, vars?: Vars): string[];
export declare function factProblems(facts: unknown, vars: Vars): string[];
export declare function inlinedDeployment(deployment: Deployment): {
  SITE_DEPLOYMENT_ENV: SiteEnvironment;
  SITE_DEPLOYMENT_CANONICAL_ORIGIN: string;
  SITE_DEPLOYMENT_ORIGIN: string;
  SITE_DEPLOYMENT_COMMIT: string;
};
