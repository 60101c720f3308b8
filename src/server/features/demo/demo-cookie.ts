// The demo copy's cookie is read by the tenant middleware, below the features: it lives in tenancy/.
export { demoCopyCookieOf } from '../../tenancy/demo-cookie';
