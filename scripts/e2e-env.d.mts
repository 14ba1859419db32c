export declare const e2ePorts: { app: number; backend: number; aws: number };
export declare const e2eEnv: Record<string, string>;
