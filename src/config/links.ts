// Every link builder: the visitor pages' (./paths.ts, in the first visit's entry) and the ones
// only signed-in pages build (apply success, employer), which a first visit does not carry
// (issue 8).
import { paths, to as visitorTo } from './paths';

const id = (value: number | string) => encodeURIComponent(String(value));

export const to = {
  ...visitorTo,
  success: (jobId: number | string) => `${paths.success}?jobId=${id(jobId)}`,
  employerJob: (jobId: number | string) => `/employer/jobs/${id(jobId)}`,
  employerApplicants: (jobId: number | string) => `/employer/jobs/${id(jobId)}/applicants`,
};
