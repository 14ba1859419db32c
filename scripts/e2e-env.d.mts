export declare const e2ePorts: { app: number; backend: number; aws: number };
export declare const e2eEnv: Record<string, string>;
export declare const debianChromium: string;
export declare function e2eChromium(): string | undefined;
export declare function e2eWorkers(): number;
