// The rows of the health probes (docs/decisions/0047-one-operation-table.md), mounted by the
// health plugin (api/src/health, infrastructure). A load balancer's or an orchestrator's probes:
// never rate-limited.
import { healthAnswer, readinessAnswer } from '../answers';
import { defineOperation } from './define';

const tags = ['health'];

export const liveness = /* @__PURE__ */ defineOperation({
  operationId: 'liveness',
  method: 'GET',
  path: '/health',
  access: 'guest',
  limit: 'none',
  tags,
  summary: 'Vivacidade: o processo responde',
  answers: { 200: healthAnswer },
});

export const readiness = /* @__PURE__ */ defineOperation({
  operationId: 'readiness',
  method: 'GET',
  path: '/ready',
  access: 'guest',
  limit: 'none',
  tags,
  summary: 'Prontidão: banco, migrações, Redis e bucket (quando configurados)',
  answers: { 200: readinessAnswer, 503: readinessAnswer },
});
