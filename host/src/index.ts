// An async boundary so the shared React singletons are negotiated before any module uses them.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
