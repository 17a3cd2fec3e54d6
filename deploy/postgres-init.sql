-- Run once by the postgres container of deploy/docker-compose.yml: the database the tests use.
CREATE DATABASE test;
