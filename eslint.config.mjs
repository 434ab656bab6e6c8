import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-instance-b/**',
      'node_modules/**',
      'test-results/**',
      'test-results-instances/**',
      'playwright-report/**',
      '.data*/**',
      'bench-results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
